// The results feature: the final leaderboard of an ended competition (`/result/detail?id=`).
export { finalRankings, resultIdFrom } from './lib/final-rankings';
