// The expert-review pages' list: the DCIC edition's projects with their review status.
export { useGradeList } from './api/grade-list';
export { GradeTable } from './components/grade-table';
