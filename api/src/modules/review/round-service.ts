// Review rounds: prepared with a scheme (changeable until the round opens), opened for scoring,
// closed (scores final), opened again if the manager needs to.
import type { Round, RoundBody } from '@dcic/shared/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { audit } from './audit';
import { presentRound } from './present';
import { reviewRounds, type ReviewRoundRow, type ReviewUserRow } from './schema';
import { checkScheme } from './scoring';

export async function roundOrFail(db: Db, id: number): Promise<ReviewRoundRow> {
  const [row] = await db.select().from(reviewRounds).where(eq(reviewRounds.id, id));
  return row ?? raise('REVIEW_ROUND_NOT_FOUND');
}

export async function latestRound(db: Db): Promise<ReviewRoundRow | undefined> {
  const [row] = await db.select().from(reviewRounds).orderBy(desc(reviewRounds.id)).limit(1);
  return row;
}

export async function listRounds(app: FastifyInstance): Promise<Round[]> {
  const rows = await app.db.select().from(reviewRounds).orderBy(desc(reviewRounds.id));
  return rows.map(presentRound);
}

export async function createRound(app: FastifyInstance, user: ReviewUserRow, body: RoundBody): Promise<Round> {
  checkScheme(body.scheme);
  const row = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reviewRounds)
      .values({ ...body, createdBy: user.id })
      .returning();
    await audit(tx, {
      actorId: user.id,
      action: 'round.create',
      roundId: inserted!.id,
      detail: { name: body.name, yearTag: body.yearTag, criteria: body.scheme.length },
    });
    return inserted!;
  });
  return presentRound(row);
}

/** Only before the round opens: scores given under one scheme cannot be read under another. */
export async function updateRound(app: FastifyInstance, user: ReviewUserRow, id: number, body: RoundBody): Promise<Round> {
  const round = await roundOrFail(app.db, id);
  if (round.state !== 'draft') raise('REVIEW_ROUND_LOCKED');
  checkScheme(body.scheme);
  const row = await app.db.transaction(async (tx) => {
    const [updated] = await tx.update(reviewRounds).set(body).where(eq(reviewRounds.id, id)).returning();
    await audit(tx, {
      actorId: user.id,
      action: 'round.update',
      roundId: id,
      detail: { name: body.name, yearTag: body.yearTag, criteria: body.scheme.length },
    });
    return updated!;
  });
  return presentRound(row);
}

export async function setRoundState(
  app: FastifyInstance,
  user: ReviewUserRow,
  id: number,
  state: 'open' | 'closed',
  now = new Date(),
): Promise<Round> {
  const round = await roundOrFail(app.db, id);
  if (round.state === state) return presentRound(round);
  // A round that never opened has no scores to close.
  if (state === 'closed' && round.state === 'draft') raise('REVIEW_ROUND_NOT_OPEN');
  const row = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviewRounds)
      .set(state === 'open' ? { state, openedAt: now, closedAt: null } : { state, closedAt: now })
      .where(eq(reviewRounds.id, id))
      .returning();
    await audit(tx, { actorId: user.id, action: 'round.state', roundId: id, detail: { from: round.state, to: state } });
    return updated!;
  });
  return presentRound(row);
}
