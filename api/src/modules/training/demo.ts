// The demo's training: the demo bundle's courses (api/demo/content/training) and practice attempts of
// demo people, each a prediction file made from the answer with some noise and scored for real.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { FileStore } from '../../lib/file-store';
import { apiRoot } from '../../lib/paths';
import { createScoringPool, METRIC_INFO } from '../../scoring';
import { recordAttempt } from './attempts';
import { importTrainingBundle } from './bundle';
import { metricOf } from './present';
import { findProblem, userAttemptsAt } from './repository';
import type { ProblemRow } from './schema';
import { answerPath } from './storage';

/** The demo bundle: its `training/` folder holds three courses with their practice problems, its `images/` their images. */
export const demoTrainingFolder = path.join(apiRoot, 'demo', 'content');

/** Imports the demo courses and their images (idempotent: the same slugs are updated, attempts kept). */
export function importDemoTraining(db: Db, files: FileStore, dataDir: string) {
  return importTrainingBundle(db, files, dataDir, demoTrainingFolder);
}

export interface DemoAttempt {
  userId: number;
  problem: string;
  /** 0 (guessing) to 1 (perfect). */
  skill: number;
  at: Date;
  /** A file with a wrong header: a failed attempt with its reason. */
  broken?: boolean;
}

/** A prediction file for the problem: the truth, blurred as far as `skill` says. */
function predictionOf(dataDir: string, problem: ProblemRow, skill: number, broken: boolean, random: () => number): string {
  const lines = readFileSync(answerPath(dataDir, problem.slug), 'utf8').trim().split('\n');
  const target = lines[0]!.split(',')[1]!;
  const rows = lines.slice(1).map((line) => line.split(','));
  const info = METRIC_INFO[metricOf(problem)];
  const classes = [...new Set(rows.map((row) => row[1]!))];
  const values = rows.map(([id, truth]) => {
    if (info.kind === 'label') return `${id},${random() < skill ? truth : classes[Math.floor(random() * classes.length)]}`;
    if (info.binaryTarget) {
      const p = Number(truth) * skill + (1 - skill) * random();
      return `${id},${Math.min(0.98, Math.max(0.02, p)).toFixed(3)}`;
    }
    return `${id},${(Number(truth) + (random() - 0.5) * 120 * (1 - skill)).toFixed(1)}`;
  });
  return [`id,${broken ? 'prediction' : target}`, ...values].join('\n') + '\n';
}

/** Records the planned attempts; a user who already has attempts at a problem is left as is (idempotent). */
export async function seedPracticeDemo(app: FastifyInstance, plan: DemoAttempt[], random: () => number): Promise<number> {
  const pool = createScoringPool({ threads: 1 });
  let made = 0;
  // Whether each (user, problem) had attempts before this run: such pairs are left as they are.
  const existing = new Map<string, boolean>();
  try {
    for (const item of plan) {
      const key = `${item.userId}:${item.problem}`;
      const target = await findProblem(app.db, item.problem);
      if (!target) continue;
      if (!existing.has(key)) existing.set(key, (await userAttemptsAt(app.db, target.problem.id, item.userId, 1)).length > 0);
      if (existing.get(key)) continue;
      const text = predictionOf(app.config.dataDir, target.problem, item.skill, item.broken ?? false, random);
      const bytes = Buffer.from(text);
      const storedName = await app.files.save('practice', bytes, '.csv');
      await recordAttempt(app, pool, target, item.userId, `${item.problem}-prediction.csv`, storedName, bytes.length, item.at);
      made++;
    }
  } finally {
    await pool.close();
  }
  return made;
}
