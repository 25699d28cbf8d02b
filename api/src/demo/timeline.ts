// When a planned submission happened, relative to now: bundles are imported with dates relative to
// the day the site starts, so the demo's submissions are placed again on every run — the last day of
// activity is today while a competition runs, its last day once it has ended.
import type { ScheduleTimes } from '../modules/catalogue';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

function startOfUtcDay(time: number): number {
  return Math.floor(time / DAY) * DAY;
}

export interface PlacedTime {
  createdAt: Date;
  scoredAt: Date;
}

/**
 * The upload and scoring time of a submission planned `day` days before the schedule's last day of
 * activity, `at` of the way through that day. Order is kept: an older plan is never placed later.
 */
export function placeSubmission(
  schedule: Pick<ScheduleTimes, 'startTime' | 'endTime'>,
  plan: { day: number; at: number },
  planDays: number,
  now: Date,
): PlacedTime {
  const start = schedule.startTime.getTime() + MINUTE;
  const end = Math.min(now.getTime(), schedule.endTime.getTime()) - MINUTE;
  const lastDay = startOfUtcDay(end);
  // A schedule shorter than the plan's days squeezes them into the days it has.
  const available = Math.max(0, Math.floor((lastDay - start) / DAY));
  const day = planDays > 1 && available < planDays - 1 ? Math.round((plan.day * available) / (planDays - 1)) : plan.day;
  const dayStart = lastDay - day * DAY;
  const length = day === 0 ? end - lastDay : DAY;
  const created = Math.min(end, Math.max(start, dayStart + plan.at * length));
  // Scoring takes a few seconds; the same plan always takes the same few.
  const scored = created + 2_000 + Math.round(plan.at * 30_000);
  return { createdAt: new Date(created), scoredAt: new Date(Math.min(scored, now.getTime())) };
}
