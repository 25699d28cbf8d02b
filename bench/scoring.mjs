#!/usr/bin/env node
// npm run bench:scoring — seconds and peak memory to score 1M-row prediction files (AUC, RMSE), next
// to pandas + scikit-learn scoring the same files in-process (bench/scoring-reference.py, the
// reference: our total must be at most 0.5× of it, our scores equal to its). Each run is a fresh
// process, so its peak RSS is its own.
//   ROWS=1000000 node bench/scoring.mjs
// The reference needs a Python with pandas and scikit-learn: BENCH_PYTHON (default /usr/bin/python3,
// e.g. Debian's python3-pandas python3-sklearn); without them the bench says so and prints ours only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRows } from './lib/write-rows.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-scoring-'));
const PYTHON = process.env.BENCH_PYTHON ?? '/usr/bin/python3';
const probe = spawnSync(PYTHON, ['-c', 'import pandas, sklearn; print(pandas.__version__, sklearn.__version__)'], { encoding: 'utf8' });
const reference =
  probe.status === 0 ? `pandas ${probe.stdout.trim().split(' ')[0]} + scikit-learn ${probe.stdout.trim().split(' ')[1]}` : null;
if (!reference)
  console.log(
    `REFERENCE MISSING: ${PYTHON} cannot import pandas and scikit-learn (apt-get install python3-pandas python3-sklearn, or set BENCH_PYTHON); only our own figures follow, no ratio.`,
  );

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
      // The API's tsconfig maps @dcic/shared to its sources, so no build is needed.
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(here, '..', 'api', 'tsconfig.json') },
    });
    if (run.status !== 0) throw new Error(run.stderr);
    const result = JSON.parse(run.stdout.trim().split('\n').pop());
    result.predictionMB = statSync(prediction).size / 2 ** 20;
    result.engine = 'this platform';
    results.push(result);
    if (reference) {
      const ref = spawnSync(PYTHON, [path.join(here, 'scoring-reference.py'), answer, prediction, metric], { encoding: 'utf8' });
      if (ref.status !== 0) throw new Error(ref.stderr);
      const refResult = JSON.parse(ref.stdout.trim().split('\n').pop());
      refResult.predictionMB = result.predictionMB;
      refResult.engine = reference;
      results.push(refResult);
      const ratio = (result.loadAnswerS + result.scoreS) / (refResult.loadAnswerS + refResult.scoreS);
      // Scores are kept to 8 decimals: equal means within half a unit of the 8th.
      const same = Math.abs(result.scoreA - refResult.scoreA) <= 5e-9 && Math.abs(result.scoreB - refResult.scoreB) <= 5e-9;
      result.ratio = ratio;
      result.same = same;
    }
  }
  console.log(`Scoring ${ROWS.toLocaleString('en')} rows, string ids in another order than the answer (node ${process.version})`);
  console.table(
    results.map((r) => ({
      metric: r.metric,
      engine: r.engine,
      'file MB': r.predictionMB.toFixed(1),
      'load answer s': r.loadAnswerS.toFixed(2),
      'score file s': r.scoreS.toFixed(2),
      'total s': (r.loadAnswerS + r.scoreS).toFixed(2),
      'peak RSS MB': r.peakRssMB.toFixed(0),
      'base RSS MB': r.baseRssMB === undefined ? '' : r.baseRssMB.toFixed(0),
      'score A': r.scoreA,
      'score B': r.scoreB,
    })),
  );
  for (const r of results.filter((x) => x.ratio !== undefined))
    console.log(
      `${r.metric}: load + score ${r.ratio.toFixed(2)}× the reference's time (target ≤ 0.5×: ${r.ratio <= 0.5 ? 'MET' : 'NOT MET'}); scores ${r.same ? 'equal to' : 'DIFFERENT FROM'} scikit-learn's (to the 8 decimals kept)`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
