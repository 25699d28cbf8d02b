import { useSyncExternalStore } from 'react';
import type { UnreadCount } from '@dcic/shared/contract';
import { fetchUnreadCount } from '../messages/api/unread-count';
import { DEFAULT_TIMING, type PollTiming } from './poll-schedule';
import { createUnreadPoller, type UnreadPoller } from './unread-poller';

/**
 * End-to-end tests shorten the base interval through this storage key (the step stays half the base,
 * the rule stays the same); real users never have it set.
 */
export const TEST_BASE_INTERVAL_KEY = 'dcic.inbox.test-poll-base-ms';

function timing(): PollTiming {
  try {
    const base = Number(window.localStorage.getItem(TEST_BASE_INTERVAL_KEY));
    if (Number.isFinite(base) && base >= 100) return { baseMs: base, stepMs: base / 2, maxMs: DEFAULT_TIMING.maxMs };
  } catch {
    // Storage may be blocked; the real timing applies.
  }
  return DEFAULT_TIMING;
}

// One poller per page: the popover, the header dot and the messages pages share it, because the
// remote's modules share one runtime however many of its exposed modules are loaded.
let poller: UnreadPoller | null = null;
let state: UnreadCount = { count: 0, messages: 0, notices: 0 };
let users = 0;
const listeners = new Set<() => void>();

function publish(next: UnreadCount): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Keeps the split by tab next to the total the poller schedules on. */
async function fetchTotal(): Promise<number> {
  const answer = await fetchUnreadCount();
  state = answer;
  return answer.count;
}

function instance(): UnreadPoller {
  poller ??= createUnreadPoller({
    fetchCount: fetchTotal,
    onCount: (count) => {
      // Only a reset or a decrement moves the total away from the split; keep both consistent.
      const messages = Math.min(state.messages, count);
      publish({ count, messages, notices: Math.max(0, Math.min(state.notices, count - messages)) });
    },
    timing: timing(),
  });
  return poller;
}

export const unreadCount = {
  /** A component that shows the count starts polling; the last one to leave stops it. */
  acquire(): () => void {
    const current = instance();
    users += 1;
    if (users === 1) {
      // The dot needs a value at once; the schedule's first poll is still one interval away.
      fetchTotal().then(current.setCount, () => undefined);
      current.start();
    }
    return () => {
      users -= 1;
      if (users === 0) current.stop();
    };
  },
  /** Counts learnt elsewhere (the popover's preview). */
  set(next: UnreadCount) {
    state = next;
    instance().setCount(next.count);
  },
  /** Mark all read. */
  reset: () => instance().reset(),
  /** One notice or some messages read. */
  decrement(kind: 'messages' | 'notices', by = 1) {
    state = { ...state, [kind]: Math.max(0, state[kind] - by) };
    instance().decrement(by);
  },
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const EMPTY: UnreadCount = { count: 0, messages: 0, notices: 0 };

export function useUnreadCount(): UnreadCount {
  return useSyncExternalStore(unreadCount.subscribe, unreadCount.get, () => EMPTY);
}
