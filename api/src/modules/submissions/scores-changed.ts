// When the scores of a schedule last changed, as this process knows it. Leaderboards keep a ranked
// page for a few seconds; a page older than the last score of its schedule is ranked again. The
// transaction that writes a score announces it on the database's `team_scores` channel, so every API
// process hears it (scoring may run in another process) and ranks the page again at once; while that
// feed is down, a page lives its few seconds.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';

const CHANNEL = 'team_scores';
const changedAt = new WeakMap<Db, Map<number, number>>();

export function scoresChanged(db: Db, scheduleId: number, at = Date.now()): void {
  let schedules = changedAt.get(db);
  if (!schedules) changedAt.set(db, (schedules = new Map()));
  schedules.set(scheduleId, at);
}

/** Time (ms) of the last score change of the schedule this process heard of, 0 when none. */
export function scoresChangedAt(db: Db, scheduleId: number): number {
  return changedAt.get(db)?.get(scheduleId) ?? 0;
}

/** Announces, when the transaction commits, that the schedule's scores changed. */
export async function announceScores(tx: Db, scheduleId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(scheduleId)})`);
}

/** Hears the score changes every process announces, until the app closes. */
export async function followScores(app: FastifyInstance): Promise<void> {
  const stop = await app.dbListen(CHANNEL, {
    onPayload: (payload) => {
      const scheduleId = Number(payload);
      if (Number.isSafeInteger(scheduleId)) scoresChanged(app.db, scheduleId);
    },
    onState: (listening) => {
      if (!listening) app.log.warn('leaderboards: score feed lost; pages live their few seconds until it is back');
    },
    onError: (error) => app.log.warn({ err: error }, 'leaderboards: score feed connection failed'),
  });
  app.addHook('onClose', stop);
}
