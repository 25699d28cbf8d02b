// The submissions feature: the profile check, the quota, uploads with progress, the team's history.
export { SubmissionsTab } from './components/submissions-tab';
