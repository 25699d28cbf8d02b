// When this process last flagged or cleared a team. Leaderboards keep a ranked page for a few
// seconds; a page older than the last verdict is ranked again, so a flagged team leaves the board
// at once on the process that flagged it (other processes within the page's lifetime).
import type { Db } from '../../db/types';

const changedAt = new WeakMap<Db, number>();

export function verdictsChanged(db: Db, at = Date.now()): void {
  changedAt.set(db, at);
}

/** Time (ms) of the last verdict this process recorded, 0 when none. */
export function verdictsChangedAt(db: Db): number {
  return changedAt.get(db) ?? 0;
}
