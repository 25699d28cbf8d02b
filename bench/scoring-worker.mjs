// Child of bench/scoring.mjs: scores one prediction file, prints timings and peak memory as JSON.
import { loadAnswer } from '../api/src/scoring/answer-file.ts';
import { scoreFile } from '../api/src/scoring/score-file.ts';

const [answerPath, predictionPath, metric] = process.argv.slice(2);
const baseRss = process.memoryUsage().rss;
const t0 = performance.now();
const answer = await loadAnswer(answerPath, metric);
const t1 = performance.now();
const scores = await scoreFile(predictionPath, answer, metric);
const t2 = performance.now();
console.log(
  JSON.stringify({
    metric,
    rows: scores.rows,
    scoreA: scores.scoreA,
    scoreB: scores.scoreB,
    loadAnswerS: (t1 - t0) / 1000,
    scoreS: (t2 - t1) / 1000,
    baseRssMB: baseRss / 2 ** 20,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
  }),
);
