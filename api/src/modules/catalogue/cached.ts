// A competition and its schedules as a leaderboard needs them, its hottest read: every team refreshes
// the board in the hour before a deadline. They change only when a bundle is imported, so they are
// kept for a few seconds per process (per database, so test apps never share): a competition read
// again at once after an import in this process, within CACHE_TTL_MS after one in another (the CLI).
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { keptAnswers } from '../../lib/kept-answers';
import { findCompetition, listSchedules } from './repository';
import type { CompetitionRow, ScheduleRow } from './schema';

const CACHE_TTL_MS = 5_000;

export interface CompetitionWithSchedules {
  competition: CompetitionRow;
  schedules: ScheduleRow[];
}

const changedAt = new WeakMap<Db, number>();
const kept = keptAnswers<number, CompetitionWithSchedules>();

/** A competition or its schedules changed in this process: what is kept of them is read again. */
export function catalogueChanged(db: Db, at = Date.now()): void {
  changedAt.set(db, at);
}

/** The competition and its schedules in order, from the copy of the last few seconds; 404 when unknown. */
export function competitionWithSchedules(db: Db, id: number, now = Date.now()): Promise<CompetitionWithSchedules> {
  // A failed read (an unknown id) is not kept, so unknown ids cannot fill the store.
  return kept(
    db,
    id,
    async () => {
      const [competition, schedules] = await Promise.all([findCompetition(db, id), listSchedules(db, id)]);
      return { competition: competition ?? raise('NOT_FOUND'), schedules };
    },
    { now, ttlMs: CACHE_TTL_MS, changedAt: changedAt.get(db) },
  );
}
