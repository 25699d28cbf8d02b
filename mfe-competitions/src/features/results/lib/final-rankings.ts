import { MAX_RECORD_ID } from '@dcic/shared/constants';
import type { Schedule, Stage } from '@dcic/shared/contract';

/** The competition id of `/result/detail?id=<id>`, or null when it is missing or not a positive integer. */
export function resultIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^[1-9][0-9]{0,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id <= MAX_RECORD_ID ? id : null;
}

export interface FinalRankings {
  scheduleId: number;
  /** 1: list B, once its window has opened (when the API shows B scores); else 0: list A. */
  stage: Stage;
}

/** The final leaderboard of a competition: its last schedule, list B when that list is visible. */
export function finalRankings(schedules: readonly Schedule[], now: Date): FinalRankings | null {
  if (schedules.length === 0) return null;
  const last = schedules.reduce((a, b) => (b.sort > a.sort || (b.sort === a.sort && b.id > a.id) ? b : a));
  const bOpen = last.listBStartTime !== null && now.getTime() >= new Date(last.listBStartTime).getTime();
  return { scheduleId: last.id, stage: bOpen ? 1 : 0 };
}
