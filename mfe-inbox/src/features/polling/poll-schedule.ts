// When to ask for the unread count next (spec §4 message polling, §8, §9):
// first after the base interval (60 s); after a success, the base again if the count rose, else the
// previous interval plus a step (30 s); after a failure, twice the previous interval.

export const POLL_BASE_MS = 60_000;
export const POLL_STEP_MS = 30_000;
// Doubling without end would overflow setTimeout (about 24.8 days) after a day of failures.
export const POLL_MAX_MS = 60 * 60_000;

export interface PollTiming {
  baseMs: number;
  stepMs: number;
  maxMs: number;
}

export const DEFAULT_TIMING: PollTiming = { baseMs: POLL_BASE_MS, stepMs: POLL_STEP_MS, maxMs: POLL_MAX_MS };

export type PollOutcome = { ok: true; previousCount: number; count: number } | { ok: false };

export function nextInterval(previousMs: number, outcome: PollOutcome, timing: PollTiming = DEFAULT_TIMING): number {
  const next = !outcome.ok ? previousMs * 2 : outcome.count > outcome.previousCount ? timing.baseMs : previousMs + timing.stepMs;
  return Math.min(next, timing.maxMs);
}
