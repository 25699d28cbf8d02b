// Scoring by reviewers: their assigned projects of a round and the score form of one of them.
export { useMyAssignments } from './api/my-assignments';
export { AssignmentList } from './components/assignment-list';
export { ScoreForm } from './components/score-form';
