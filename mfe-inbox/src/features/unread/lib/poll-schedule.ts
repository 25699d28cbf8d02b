// When to ask for the unread count next (spec §4 message polling, §8, §9):
// first after the base interval (60 s); after a success, the base again if the count rose, else the
// previous interval plus a step (30 s); after a failure, twice the previous interval. A 4xx answer is
// final (signed out, unbound account): asking again cannot change it, so polling stops.
import { isFinalAnswer, messagePollBaseMs } from '@dcic/shared';
import { MESSAGE_POLL_BASE_MS, MESSAGE_POLL_MAX_MS, MESSAGE_POLL_STEP_MS } from '@dcic/shared/constants';

export interface PollTiming {
  baseMs: number;
  stepMs: number;
  maxMs: number;
}

export const DEFAULT_TIMING: PollTiming = { baseMs: MESSAGE_POLL_BASE_MS, stepMs: MESSAGE_POLL_STEP_MS, maxMs: MESSAGE_POLL_MAX_MS };

export type PollOutcome = { ok: true; previousCount: number; count: number } | { ok: false };

export function nextInterval(previousMs: number, outcome: PollOutcome, timing: PollTiming = DEFAULT_TIMING): number {
  const next = !outcome.ok ? previousMs * 2 : outcome.count > outcome.previousCount ? timing.baseMs : previousMs + timing.stepMs;
  return Math.min(next, timing.maxMs);
}

/** The page's timing: the spec's, or the end-to-end tests' shorter base (the step stays half the base). */
function pageTiming(): PollTiming {
  const base = messagePollBaseMs();
  return base === MESSAGE_POLL_BASE_MS ? DEFAULT_TIMING : { baseMs: base, stepMs: base / 2, maxMs: DEFAULT_TIMING.maxMs };
}

/** What the schedule reads of a query's state (TanStack Query's `query.state`). */
export interface PolledState {
  data?: { count: number };
  dataUpdatedAt: number;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * The schedule as TanStack Query's `refetchInterval`: called with the query after every change of
 * its state, it moves the interval on once per new answer, success or failure. The first answer only
 * starts the schedule (the dot needs a value at once; the first poll is still one interval away).
 * Each query keeps its own schedule, so a new page or a fresh client starts over.
 *
 * `isDue` (for `refetchOnMount`): the last answer is an interval old or more, as when the count came
 * with the page and the inbox's code only now (the poll that fell due while it loaded is made at once).
 */
export function createPollSchedule(timing: () => PollTiming = pageTiming) {
  const schedules = new WeakMap<object, { intervalMs: number; answeredAt: number; count: number; timing: PollTiming }>();
  const interval = (query: { state: PolledState }): number | false => {
    const { state } = query;
    let schedule = schedules.get(query);
    if (!schedule) {
      const own = timing();
      schedule = { intervalMs: own.baseMs, answeredAt: 0, count: 0, timing: own };
      schedules.set(query, schedule);
    }
    const failed = state.errorUpdatedAt > state.dataUpdatedAt;
    if (failed && isFinalAnswer(state.error)) return false;
    const answeredAt = Math.max(state.dataUpdatedAt, state.errorUpdatedAt);
    if (answeredAt > schedule.answeredAt) {
      const count = state.data?.count ?? schedule.count;
      if (schedule.answeredAt > 0) {
        schedule.intervalMs = nextInterval(
          schedule.intervalMs,
          failed ? { ok: false } : { ok: true, previousCount: schedule.count, count },
          schedule.timing,
        );
      }
      schedule.answeredAt = answeredAt;
      if (!failed) schedule.count = count;
    }
    return schedule.intervalMs;
  };
  const isDue = (query: { state: PolledState }, now = Date.now()): boolean => {
    const next = interval(query);
    const answeredAt = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
    return next !== false && answeredAt > 0 && now - answeredAt >= next;
  };
  return Object.assign(interval, { isDue });
}
