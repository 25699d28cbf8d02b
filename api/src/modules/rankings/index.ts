// Leaderboards: the A/B leaderboard of a schedule from team_scores, the weekly one, and the CSV
// export. Served by the competitions module (parts of a competition's page); no routes of their own.
export { exportRankings } from './export';
export { rankings, weeklyRankings } from './service';
