// A file waits for a job that may never come: the process stopped between inserting the submission
// (or a re-score's items) and queueing its job. Every few minutes each process looks for waiting files
// and queued re-score items without an open job and queues one. Two processes queueing the same file
// is harmless: the job is keyed on the submission (and the re-score item).
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RESCORE_PRIORITY } from './rescore';
import { rescoreItems, rescores, submissions } from './schema';
import { queueScoring, SCORING_JOB, type ScoringJob } from './score-submission';

/** How often the lost files are looked for. */
export const REQUEUE_EVERY_MS = 2 * 60_000;
/** A file younger than this may still be on its way to the queue. */
const GRACE_MS = 60_000;

/** Queues a job for every waiting prediction file and re-score item older than `graceMs` that has none; resolves to how many. */
export async function requeueLost(app: FastifyInstance, graceMs = GRACE_MS): Promise<number> {
  // Open jobs first: a job that finishes after this read has already moved its file out of `pending`
  // (its item out of `queued`).
  const jobs = await app.jobs.open<ScoringJob>(SCORING_JOB);
  const open = new Set(jobs.map((job) => `${job.rescoreId ?? 0}:${job.submissionId}`));
  const before = new Date(Date.now() - graceMs);
  const waiting = await app.db
    .select({ submissionId: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.status, 'pending'), eq(submissions.kind, 'prediction'), lt(submissions.createdAt, before)));
  const queued = await app.db
    .select({ rescoreId: rescoreItems.rescoreId, submissionId: rescoreItems.submissionId })
    .from(rescoreItems)
    .innerJoin(rescores, eq(rescores.id, rescoreItems.rescoreId))
    .where(and(eq(rescoreItems.state, 'queued'), lt(rescores.createdAt, before)));
  const lost: Array<{ submissionId: number; rescoreId?: number }> = [...waiting, ...queued].filter(
    (item: { submissionId: number; rescoreId?: number }) => !open.has(`${item.rescoreId ?? 0}:${item.submissionId}`),
  );
  for (const item of lost)
    await queueScoring(app, item.submissionId, item.rescoreId === undefined ? undefined : RESCORE_PRIORITY, item.rescoreId);
  if (lost.length > 0) app.log.warn({ lost }, 'queued scoring again for files without a job');
  return lost.length;
}
