#!/usr/bin/env node
// npm run bench:scoring — seconds and peak memory to score 1M-row prediction files (AUC, RMSE).
// Each metric runs in a fresh process so its peak RSS is its own.
//   ROWS=1000000 node bench/scoring.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRows } from './lib/write-rows.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-scoring-'));

function rand(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

try {
  const results = [];
  for (const metric of ['auc', 'rmse']) {
    const r = rand(metric === 'auc' ? 1 : 2);
    const truth = new Float64Array(ROWS);
    for (let i = 0; i < ROWS; i++) truth[i] = metric === 'auc' ? (r() < 0.3 ? 1 : 0) : Math.round(r() * 10000) / 100;
    const answer = path.join(dir, `${metric}-answer.csv`);
    const prediction = path.join(dir, `${metric}-prediction.csv`);
    // Ids as in real files: not dense, so the id map is part of the measurement.
    const id = (i) => `u${(i * 7919) % 10_000_019}`;
    await writeRows(answer, 'id,target,list', ROWS, (i) => `${id(i)},${truth[i]},${i % 4 === 3 ? 'B' : 'A'}`);
    await writeRows(prediction, 'id,target', ROWS, (k) => {
      const i = ROWS - 1 - k; // a different order than the answer
      const p = metric === 'auc' ? Math.min(1, Math.max(0, truth[i] * 0.4 + r() * 0.6)) : truth[i] + (r() - 0.5) * 2;
      return `${id(i)},${p.toFixed(6)}`;
    });
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'scoring-worker.mjs'), answer, prediction, metric], {
      encoding: 'utf8',
      cwd: path.join(here, '..'),
    });
    if (run.status !== 0) throw new Error(run.stderr);
    const result = JSON.parse(run.stdout.trim().split('\n').pop());
    result.predictionMB = statSync(prediction).size / 2 ** 20;
    results.push(result);
  }
  console.log(`Scoring ${ROWS.toLocaleString('en')} rows (node ${process.version})`);
  console.table(
    results.map((r) => ({
      metric: r.metric,
      'file MB': r.predictionMB.toFixed(1),
      'load answer s': r.loadAnswerS.toFixed(2),
      'score file s': r.scoreS.toFixed(2),
      'total s': (r.loadAnswerS + r.scoreS).toFixed(2),
      'peak RSS MB': r.peakRssMB.toFixed(0),
      'base RSS MB': r.baseRssMB.toFixed(0),
      'score A': r.scoreA,
      'score B': r.scoreB,
    })),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
