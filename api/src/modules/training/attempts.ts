// Practice attempts: an uploaded prediction file is stored (practice bucket), then scored at once by
// the scoring module in one of its worker threads, against the problem's private answer, within the
// scoring time limit. Practice files are small (PRACTICE_MAX_BYTES), so the caller waits for the
// score instead of a queue. A file that cannot be scored is kept as a failed attempt with its reason.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRACTICE_MAX_BYTES, PREDICTION_EXTENSION, type Lang, type PracticeAttempt } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { uploadedFileName } from '../../lib/validator';
import type { ReasonParams, ScoringPool, ScoringReason } from '../../scoring';
import { metricOf, presentAttempt } from './present';
import { findProblem, insertAttempt } from './repository';
import type { CourseRow, ProblemRow } from './schema';
import { answerPath } from './storage';

export interface IncomingFile {
  filename: string;
  file: NodeJS.ReadableStream & { truncated?: boolean };
}

type Outcome = { status: 'scored'; score: number } | { status: 'failed'; reason: ScoringReason; params: ReasonParams };

/** Scores a stored prediction file of the problem in a scoring thread; answers the attempt's outcome. */
async function scoreStored(app: FastifyInstance, pool: ScoringPool, problem: ProblemRow, storedName: string): Promise<Outcome> {
  const answerFile = answerPath(app.config.dataDir, problem.slug);
  const limitMs = app.config.scoringTimeLimitMs;
  const result = await app.files.withLocalCopy('practice', storedName, (predictionFile) =>
    pool.score({ answerFile, predictionFile, metric: metricOf(problem) }, limitMs),
  );
  // The practice score is the scoring module's list-A score (practice answers list every row under A).
  if (result.outcome === 'scored') return { status: 'scored', score: result.scoreA };
  if (result.outcome === 'refused') return { status: 'failed', reason: result.reason, params: result.params };
  if (result.outcome === 'timed-out')
    return { status: 'failed', reason: 'time-limit', params: { seconds: Math.round(result.limitMs / 100) / 10 } };
  app.log.error({ problem: problem.slug, message: result.message }, 'scoring a practice file failed');
  return { status: 'failed', reason: 'scoring-failed', params: {} };
}

/** Stores, scores and records one attempt (the demo seed passes its files here too). */
export async function recordAttempt(
  app: FastifyInstance,
  pool: ScoringPool,
  target: { problem: ProblemRow; course: CourseRow },
  userId: number,
  fileName: string,
  storedName: string,
  size: number,
  at?: Date,
) {
  const outcome = await scoreStored(app, pool, target.problem, storedName);
  const attempt = await insertAttempt(app.db, {
    problemId: target.problem.id,
    userId,
    fileName,
    storedName,
    size,
    status: outcome.status,
    score: outcome.status === 'scored' ? outcome.score : null,
    errorReason: outcome.status === 'failed' ? outcome.reason : null,
    errorParams: outcome.status === 'failed' ? outcome.params : null,
    ...(at ? { createdAt: at } : {}),
  });
  return { attempt, ...target };
}

export async function problemOrFail(app: FastifyInstance, slug: string) {
  return (await findProblem(app.db, slug)) ?? raise('PRACTICE_PROBLEM_NOT_FOUND');
}

/** Refuses before the body is read when the problem cannot take files. */
export async function checkAttempt(app: FastifyInstance, slug: string) {
  const target = await problemOrFail(app, slug);
  if (!target.problem.answerTarget || !existsSync(answerPath(app.config.dataDir, slug))) raise('PRACTICE_NOT_READY');
  return target;
}

export async function submitAttempt(
  app: FastifyInstance,
  pool: ScoringPool,
  slug: string,
  userId: number,
  incoming: IncomingFile | undefined,
  lang: Lang,
): Promise<PracticeAttempt> {
  const target = await checkAttempt(app, slug);
  if (!incoming) raise('UPLOAD_MISSING');
  if (path.extname(incoming.filename).toLowerCase() !== PREDICTION_EXTENSION) {
    incoming.file.resume();
    raise('UPLOAD_TYPE', { types: PREDICTION_EXTENSION });
  }
  let stored;
  try {
    stored = await app.files.saveStream('practice', incoming.file as Readable, PREDICTION_EXTENSION);
  } catch {
    raise('BAD_REQUEST');
  }
  if (incoming.file.truncated || stored.size > PRACTICE_MAX_BYTES) {
    await app.files.remove('practice', stored.name);
    raise('UPLOAD_TOO_LARGE', { max: `${PRACTICE_MAX_BYTES / 1024 / 1024} MB` });
  }
  try {
    const recorded = await recordAttempt(app, pool, target, userId, uploadedFileName(incoming.filename), stored.name, stored.size);
    return presentAttempt(recorded, lang);
  } catch (error) {
    await app.files.remove('practice', stored.name);
    throw error;
  }
}
