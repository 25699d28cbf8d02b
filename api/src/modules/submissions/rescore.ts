// Re-scores asked by staff (after an answer fix): one submission, or every scored or failed file of a
// competition. Each file is a job of the scoring queue, behind the teams' fresh uploads; its item moves
// once from queued to done or failed in the transaction that writes the new score and works out the
// team's bests again, so a retried job writes nothing twice. A re-score never adds a submission to a
// quota: the file keeps its one row, counted by the state it ends in (scored, or failed when the
// fixed answer refuses it).
import type { RescoreProgress } from '@dcic/shared/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import type { JobInfo } from '../../plugins/jobs';
import { isMetricName, METRIC_INFO, type ScoringPool } from '../../scoring';
import { competitionOrFail } from '../catalogue';
import { rescoreItems, rescores, submissions } from './schema';
import { failureOf, LAST_ATTEMPT, queueScoring, runScoring } from './score-submission';
import { announceScores, scoresChanged } from './scores-changed';
import { rebuildTeamScores } from './team-scores';

/** Re-scores wait behind the teams' own uploads (pg-boss runs higher priorities first). */
export const RESCORE_PRIORITY = -1;
const RESCORABLE = ['scored', 'error'] as const;

/** Queues a re-score of one submission of the competition, or of all its scored and failed files. */
export async function requestRescore(
  app: FastifyInstance,
  competitionId: number,
  submissionId: number | undefined,
  requestedBy: string,
): Promise<RescoreProgress> {
  await competitionOrFail(app.db, competitionId);
  const chosen = and(
    eq(submissions.competitionId, competitionId),
    eq(submissions.kind, 'prediction'),
    submissionId === undefined ? undefined : eq(submissions.id, submissionId),
  );
  if (submissionId !== undefined) {
    const [one] = await app.db.select({ status: submissions.status }).from(submissions).where(chosen);
    if (!one) raise('SUBMISSION_NOT_FOUND');
    // It is about to be scored against the current answer anyway.
    if (one.status === 'pending') raise('RESCORE_WAITING');
  }
  const { id, items } = await app.db.transaction(async (tx) => {
    const [rescore] = await tx.insert(rescores).values({ competitionId, submissionId, requestedBy }).returning({ id: rescores.id });
    const inserted = await tx
      .insert(rescoreItems)
      .select(
        tx
          .select({
            rescoreId: sql<number>`${rescore!.id}`.as('rescore_id'),
            submissionId: submissions.id,
            state: sql<'queued'>`'queued'`.as('state'),
          })
          .from(submissions)
          .where(and(chosen, inArray(submissions.status, RESCORABLE))),
      )
      .returning({ submissionId: rescoreItems.submissionId });
    return { id: rescore!.id, items: inserted.map((item) => item.submissionId).sort((a, b) => a - b) };
  });
  // Queued after the commit, so a job never looks for an item that is not there yet; a job lost
  // between the two leaves its item queued, and asking again queues the file again.
  for (const item of items) await queueScoring(app, item, RESCORE_PRIORITY, id);
  return rescoreProgress(app.db, competitionId, id);
}

/** Counts of a re-score's files by state. */
export async function rescoreProgress(db: Db, competitionId: number, rescoreId: number): Promise<RescoreProgress> {
  const [rescore] = await db
    .select()
    .from(rescores)
    .where(and(eq(rescores.id, rescoreId), eq(rescores.competitionId, competitionId)));
  if (!rescore) raise('RESCORE_NOT_FOUND');
  const counts = await db
    .select({ state: rescoreItems.state, count: sql<number>`count(*)::int` })
    .from(rescoreItems)
    .where(eq(rescoreItems.rescoreId, rescoreId))
    .groupBy(rescoreItems.state)
    .orderBy(asc(rescoreItems.state));
  const of = (state: string) => Number(counts.find((c) => c.state === state)?.count ?? 0);
  const queued = of('queued');
  const done = of('done');
  const failed = of('failed');
  return {
    id: rescore.id,
    competitionId: rescore.competitionId,
    submissionId: rescore.submissionId,
    requestedBy: rescore.requestedBy,
    createdAt: rescore.createdAt.toISOString(),
    total: queued + done + failed,
    queued,
    done,
    failed,
    finished: queued === 0,
  };
}

/** The job of one file of a re-score. */
export async function rescoreSubmission(
  app: FastifyInstance,
  pool: ScoringPool,
  rescoreId: number,
  submissionId: number,
  job?: JobInfo,
): Promise<void> {
  const db = app.db;
  const key = and(eq(rescoreItems.rescoreId, rescoreId), eq(rescoreItems.submissionId, submissionId), eq(rescoreItems.state, 'queued'));
  const [item] = await db.select().from(rescoreItems).where(key);
  if (!item) return;
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!submission || !RESCORABLE.includes(submission.status as (typeof RESCORABLE)[number])) {
    await db.update(rescoreItems).set({ state: 'failed' }).where(key);
    return;
  }
  // A file that cannot be fetched counts as a crash too: the item must end, or the re-score never finishes.
  const { competition, result } = await runScoring(app, pool, submission).catch((error: unknown) => ({
    competition: undefined,
    result: { outcome: 'crashed' as const, message: error instanceof Error ? error.message : String(error) },
  }));
  if (result.outcome === 'crashed') {
    // Tried again by the queue; the last attempt gives the item up and leaves the old score standing.
    if ((job?.retryCount ?? 0) < LAST_ATTEMPT) throw new Error(result.message);
    app.log.error({ submissionId, rescoreId, message: result.message }, 're-scoring failed for good');
    await db.update(rescoreItems).set({ state: 'failed' }).where(key);
    return;
  }
  const metric = competition?.metric;
  const higherIsBetter = metric && isMetricName(metric) ? METRIC_INFO[metric].higherIsBetter : true;
  const written = await db.transaction(async (tx) => {
    const scored = result.outcome === 'scored';
    const [claimed] = await tx
      .update(rescoreItems)
      .set({ state: scored ? 'done' : 'failed' })
      .where(key)
      .returning();
    if (!claimed) return false;
    const failure = scored ? undefined : failureOf(result);
    await tx
      .update(submissions)
      .set(
        scored
          ? // The time of the score stays the time it was first scored: the board's ties keep their order.
            { status: 'scored', scoreA: result.scoreA, scoreB: result.scoreB, errorReason: null, errorParams: null }
          : { status: 'error', scoreA: null, scoreB: null, errorReason: failure!.reason, errorParams: failure!.params },
      )
      .where(and(eq(submissions.id, submissionId), inArray(submissions.status, RESCORABLE)));
    await rebuildTeamScores(tx, submission.scheduleId, [submission.teamId], higherIsBetter);
    await announceScores(tx, submission.scheduleId);
    return true;
  });
  if (written) scoresChanged(db, submission.scheduleId);
}
