// Leaderboards: the A/B leaderboard of a schedule from team_scores, and the weekly one. Served as parts
// of a competition's page by the competitions module; no routes of their own.
export { rankings, weeklyRankings } from './service';
