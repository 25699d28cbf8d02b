// Which team a user is in, as a leaderboard needs it for the caller's own row on every refresh.
// Memberships change when a team is founded, joined or left, always through this module, so an
// answer is kept for a few seconds per process (per database, so test apps never share): read
// again at once after a change in this process, within CACHE_TTL_MS after one in another.
import type { Db } from '../../db/types';
import { keptAnswers } from '../../lib/kept-answers';
import { teamOfUser } from './repository';

const CACHE_TTL_MS = 5_000;

const changedAt = new WeakMap<Db, number>();
const kept = keptAnswers<string, number | null>(200_000);

/** A membership changed in this process: every kept answer is read again. */
export function membershipChanged(db: Db, at = Date.now()): void {
  changedAt.set(db, at);
}

/** The id of the user's team in the competition, null when they have none. */
export function teamIdOf(db: Db, competitionId: number, userId: number, now = Date.now()): Promise<number | null> {
  return kept(db, `${competitionId}|${userId}`, async () => (await teamOfUser(db, competitionId, userId))?.id ?? null, {
    now,
    ttlMs: CACHE_TTL_MS,
    changedAt: changedAt.get(db),
  });
}
