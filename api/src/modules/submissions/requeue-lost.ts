// A file waits for a job that may never come: the process stopped between inserting the submission
// and queueing its job. Every few minutes each process looks for waiting files without an open job
// and queues one. Two processes queueing the same file is harmless: the job is keyed on the submission.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { submissions } from './schema';
import { queueScoring, SCORING_JOB, type ScoringJob } from './score-submission';

/** How often the lost files are looked for. */
export const REQUEUE_EVERY_MS = 2 * 60_000;
/** A file younger than this may still be on its way to the queue. */
const GRACE_MS = 60_000;

/** Queues a job for every waiting prediction file older than `graceMs` that has none; resolves to how many. */
export async function requeueLost(app: FastifyInstance, graceMs = GRACE_MS): Promise<number> {
  // Open jobs first: a job that finishes after this read has already moved its file out of `pending`.
  const open = new Set(
    (await app.jobs.open<ScoringJob>(SCORING_JOB)).filter((job) => job.rescoreId === undefined).map((job) => job.submissionId),
  );
  const waiting = await app.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(eq(submissions.status, 'pending'), eq(submissions.kind, 'prediction'), lt(submissions.createdAt, new Date(Date.now() - graceMs))),
    );
  const lost = waiting.filter((row) => !open.has(row.id));
  for (const { id } of lost) await queueScoring(app, id);
  if (lost.length > 0) app.log.warn({ submissions: lost.map((row) => row.id) }, 'queued scoring again for files without a job');
  return lost.length;
}
