#!/usr/bin/env node
// npm run bench:scoring-pool — files per second through the API's scoring threads, and how long the
// event loop is held up meanwhile (it should stay small: scoring runs off the loop). Threads 0 scores
// on the event loop itself, as the API did before, for comparison.
//   FILES=8 ROWS=200000 THREADS=0,1,2 node --import tsx bench/scoring-pool.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadAnswer } from '../api/src/scoring/answer-file.ts';
import { createScoringPool } from '../api/src/scoring/pool.ts';
import { scoreFile } from '../api/src/scoring/score-file.ts';
import { writeRows } from './lib/write-rows.mjs';

const FILES = Number(process.env.FILES ?? 8);
const ROWS = Number(process.env.ROWS ?? 200_000);
const THREADS = (process.env.THREADS ?? '0,1,2').split(',').map(Number);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-scoring-pool-'));

try {
  const id = (i) => `u${(i * 7919) % 10_000_019}`;
  const answerFile = path.join(dir, 'answer.csv');
  await writeRows(answerFile, 'id,target,list', ROWS, (i) => `${id(i)},${i % 3 === 0 ? 1 : 0},${i % 4 === 3 ? 'B' : 'A'}`);
  const predictions = [];
  for (let f = 0; f < FILES; f++) {
    const file = path.join(dir, `prediction-${f}.csv`);
    await writeRows(file, 'id,target', ROWS, (k) => `${id(ROWS - 1 - k)},${(((k * 31 + f) % 1000) / 1000).toFixed(3)}`);
    predictions.push(file);
  }
  const results = [];
  for (const threads of THREADS) {
    const pool =
      threads > 0
        ? createScoringPool({ threads })
        : (() => {
            let answer;
            return {
              async score({ answerFile: file, predictionFile, metric }) {
                answer ??= await loadAnswer(file, metric);
                return { outcome: 'scored', ...(await scoreFile(predictionFile, answer, metric)) };
              },
              async close() {},
            };
          })();
    // Warm up: start the threads and let each read the answer once, as a busy API's threads have.
    await Promise.all(
      Array.from({ length: threads }, (_, k) => pool.score({ answerFile, predictionFile: predictions[k % FILES], metric: 'auc' }, 600_000)),
    );
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const t0 = performance.now();
    const outcomes = await Promise.all(
      predictions.map((predictionFile) => pool.score({ answerFile, predictionFile, metric: 'auc' }, 600_000)),
    );
    const seconds = (performance.now() - t0) / 1000;
    delay.disable();
    await pool.close();
    if (outcomes.some((o) => o.outcome !== 'scored')) throw new Error(JSON.stringify(outcomes.find((o) => o.outcome !== 'scored')));
    results.push({
      threads,
      files: FILES,
      'rows/file': ROWS,
      'total s': seconds.toFixed(2),
      'files/s': (FILES / seconds).toFixed(2),
      'loop delay p99 ms': (delay.percentile(99) / 1e6).toFixed(1),
      'loop delay max ms': (delay.max / 1e6).toFixed(1),
    });
  }
  console.log(`Scoring ${FILES} files of ${ROWS.toLocaleString('en')} rows through the scoring threads (node ${process.version})`);
  console.table(results);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
