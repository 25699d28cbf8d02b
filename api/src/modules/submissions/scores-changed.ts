// When this process last changed the scores of a schedule. Leaderboards keep a ranked page for a few
// seconds; a page older than the last score of its schedule is ranked again, so a team sees its new
// score at once on the process that scored it (other processes within the page's lifetime).
import type { Db } from '../../db/types';

const changedAt = new WeakMap<Db, Map<number, number>>();

export function scoresChanged(db: Db, scheduleId: number, at = Date.now()): void {
  let schedules = changedAt.get(db);
  if (!schedules) changedAt.set(db, (schedules = new Map()));
  schedules.set(scheduleId, at);
}

/** Time (ms) of the last score this process recorded for the schedule, 0 when none. */
export function scoresChangedAt(db: Db, scheduleId: number): number {
  return changedAt.get(db)?.get(scheduleId) ?? 0;
}
