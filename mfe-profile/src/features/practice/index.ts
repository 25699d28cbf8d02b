// The profile's practice tab: a user's attempts at the training area's practice problems.
export { PracticeHistoryList } from './components/practice-history';
