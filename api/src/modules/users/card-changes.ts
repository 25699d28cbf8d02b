// When this process last changed what other areas show of a user next to something else (their name
// or avatar, as the members of a team on a leaderboard): what they keep of it is read again at once.
// Kept for all users at once: a name or avatar changes seldom, and a user is in teams of many competitions.
import type { Db } from '../../db/types';

const changedAt = new WeakMap<Db, number>();

export function userCardsChanged(db: Db, at = Date.now()): void {
  changedAt.set(db, at);
}

/** Time (ms) of the last change of a user's name or avatar in this process, 0 when none. */
export function userCardsChangedAt(db: Db): number {
  return changedAt.get(db) ?? 0;
}
