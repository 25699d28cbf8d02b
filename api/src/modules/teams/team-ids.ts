// Which team a user is in, as a leaderboard needs it for the caller's own row on every refresh.
// Memberships change when a team is founded, joined or left, always through this module, so an
// answer is kept for a few seconds per process (per database, so test apps never share): read
// again at once after a change in this process, within CACHE_TTL_MS after one in another.
import type { Db } from '../../db/types';
import { teamOfUser } from './repository';

const CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 200_000;

const changedAt = new WeakMap<Db, number>();
const kept = new WeakMap<Db, Map<string, { at: number; value: Promise<number | null> }>>();

/** A membership changed in this process: every kept answer is read again. */
export function membershipChanged(db: Db, at = Date.now()): void {
  changedAt.set(db, at);
}

/** The id of the user's team in the competition, null when they have none. */
export function teamIdOf(db: Db, competitionId: number, userId: number, now = Date.now()): Promise<number | null> {
  let entries = kept.get(db);
  if (!entries) kept.set(db, (entries = new Map()));
  const key = `${competitionId}|${userId}`;
  const hit = entries.get(key);
  if (hit && now - hit.at < CACHE_TTL_MS && hit.at > (changedAt.get(db) ?? 0)) return hit.value;
  if (entries.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest tenth.
    let drop = MAX_ENTRIES / 10;
    for (const old of entries.keys()) {
      entries.delete(old);
      if ((drop -= 1) <= 0) break;
    }
  }
  const value = teamOfUser(db, competitionId, userId).then((team) => team?.id ?? null);
  entries.delete(key);
  entries.set(key, { at: now, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
