// The teams feature: create or join a team; the team's members; the captain's management; the team's
// cheating verdict and appeals, and staff's panel for cheating cases.
export { CheatCases } from './components/cheat-cases';
export { TeamsTab } from './components/teams-tab';
