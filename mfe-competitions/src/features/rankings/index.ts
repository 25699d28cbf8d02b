// The rankings feature: a competition's leaderboard (list A/B) and weekly leaderboard.
export { useRankings } from './api/rankings';
export { RankingsTab } from './components/rankings-tab';
export { RankingsTable } from './components/rankings-table';
export { exportLink } from './lib/export-link';
