// A competition and its schedules as a leaderboard needs them, its hottest read: every team refreshes
// the board in the hour before a deadline. They change only when a bundle is imported, so they are
// kept for a few seconds per process (per database, so test apps never share): a competition read
// again at once after an import in this process, within CACHE_TTL_MS after one in another (the CLI).
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { findCompetition, listSchedules } from './repository';
import type { CompetitionRow, ScheduleRow } from './schema';

const CACHE_TTL_MS = 5_000;

export interface CompetitionWithSchedules {
  competition: CompetitionRow;
  schedules: ScheduleRow[];
}

const changedAt = new WeakMap<Db, number>();
const kept = new WeakMap<Db, Map<number, { at: number; value: Promise<CompetitionWithSchedules> }>>();

/** A competition or its schedules changed in this process: what is kept of them is read again. */
export function catalogueChanged(db: Db, at = Date.now()): void {
  changedAt.set(db, at);
}

/** The competition and its schedules in order, from the copy of the last few seconds; 404 when unknown. */
export function competitionWithSchedules(db: Db, id: number, now = Date.now()): Promise<CompetitionWithSchedules> {
  let entries = kept.get(db);
  if (!entries) kept.set(db, (entries = new Map()));
  const hit = entries.get(id);
  if (hit && now - hit.at < CACHE_TTL_MS && hit.at > (changedAt.get(db) ?? 0)) return hit.value;
  const value = Promise.all([findCompetition(db, id), listSchedules(db, id)]).then(([competition, schedules]) => ({
    competition: competition ?? raise('NOT_FOUND'),
    schedules,
  }));
  // Only competitions that exist are kept, so unknown ids cannot fill the map.
  entries.set(id, { at: now, value });
  value.catch(() => {
    if (entries.get(id)?.value === value) entries.delete(id);
  });
  return value;
}
