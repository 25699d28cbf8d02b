// The teams feature: create or join a team; the team's members; the captain's management.
export { TeamsTab } from './components/teams-tab';
