// Submissions: uploaded prediction files and documents, the quota, the scoring job, and each team's
// best scores per schedule (team_scores) that leaderboards rank. Other modules reach submissions only
// through this file.
export { default as submissionsJobs } from './jobs';
export { default as submissionsRoutes } from './routes';
export { quotaOf } from './quota';
export { requestRescore, rescoreProgress } from './rescore';
export { queueScoring } from './score-submission';
export { scoresChanged, scoresChangedAt } from './scores-changed';
export { submissions, teamScores, teamWeeklyScores } from './schema';
export { rebuildTeamScores, weekOf } from './team-scores';
export { teamSubmissions } from './service';
