import { DEFAULT_TIMING, nextInterval, type PollTiming } from './poll-schedule';

export interface UnreadPollerOptions {
  /** Asks the API for the unread count. */
  fetchCount: () => Promise<number>;
  /** Called with every new count (polled, reset, decremented). */
  onCount: (count: number) => void;
  timing?: PollTiming;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface UnreadPoller {
  /** Schedules the first poll after the base interval. */
  start(): void;
  stop(): void;
  /** The interval the next poll waits (for tests and diagnostics). */
  interval(): number;
  count(): number;
  /** A count learnt elsewhere (the popover's preview); not a poll, the schedule is unchanged. */
  setCount(count: number): void;
  /** Mark all read. */
  reset(): void;
  /** One notice or message read. */
  decrement(by?: number): void;
}

/** The polling loop around nextInterval: one timer at a time, nothing runs after stop(). */
export function createUnreadPoller(options: UnreadPollerOptions): UnreadPoller {
  const timing = options.timing ?? DEFAULT_TIMING;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let current = 0;
  let intervalMs = timing.baseMs;
  let timer: unknown = null;
  let running = false;

  const publish = (count: number) => {
    current = Math.max(0, count);
    options.onCount(current);
  };

  const schedule = () => {
    if (!running) return;
    timer = setTimer(() => void poll(), intervalMs);
  };

  async function poll(): Promise<void> {
    timer = null;
    const previousCount = current;
    try {
      const count = await options.fetchCount();
      if (!running) return;
      intervalMs = nextInterval(intervalMs, { ok: true, previousCount, count }, timing);
      publish(count);
    } catch {
      if (!running) return;
      intervalMs = nextInterval(intervalMs, { ok: false }, timing);
    }
    schedule();
  }

  return {
    start() {
      if (running) return;
      running = true;
      intervalMs = timing.baseMs;
      schedule();
    },
    stop() {
      running = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    interval: () => intervalMs,
    count: () => current,
    setCount: (count) => publish(count),
    reset: () => publish(0),
    decrement: (by = 1) => publish(current - by),
  };
}
