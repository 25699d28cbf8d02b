// What the page knows of the unread count before the inbox's code is there: the count the shell
// server asked for with the page (the header's bell shows it), and when the next ask is due.
import { MESSAGE_POLL_BASE_MS } from '../contract/constants/inbox';
import type { DcicInit } from './types';

/** Unread messages and notices (`GET /api/v1/inbox/messages/unread/count`). */
export interface UnreadSeed {
  count: number;
  messages: number;
  notices: number;
  /** When it was answered (ms since the epoch): the polling schedule counts from there. */
  at: number;
}

/**
 * End-to-end tests shorten the base interval through this storage key (the step stays half the base,
 * the rule stays the same); real users never have it set.
 */
export const MESSAGE_POLL_TEST_KEY = 'dcic.inbox.test-poll-base-ms';

/** The first interval of the unread count's polling on this page: the spec's 60 s, or the tests' own. */
export function messagePollBaseMs(): number {
  try {
    const base = Number(window.localStorage.getItem(MESSAGE_POLL_TEST_KEY));
    if (Number.isFinite(base) && base >= 100) return base;
  } catch {
    // Storage may be blocked; the real timing applies.
  }
  return MESSAGE_POLL_BASE_MS;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/**
 * The count in the init object, answered at `at` (as the page began), whoever the page's user now is;
 * null when it is not a count. The init object is written by a server, so it is checked rather than
 * trusted: by hand here, as the contract's schema would bring its validator into every page's first
 * script (the shell server checks the API's answer against the schema itself).
 */
export function initUnreadSeed(init: DcicInit, at: number): UnreadSeed | null {
  const value = init.unread;
  if (!value || typeof value !== 'object') return null;
  const [c, m, n] = [count(value.count), count(value.messages), count(value.notices)];
  return c === null || m === null || n === null ? null : { count: c, messages: m, notices: n, at };
}

/**
 * The unread count a page came with, when the page is `userId`'s: the shell server asked for it for the
 * init object's user as the page began (`at`). Null for another user, or without a count.
 */
function pageUnreadSeed(init: DcicInit, userId: unknown, at: number): UnreadSeed | null {
  const owner = init.user?.id;
  if (owner === undefined || owner === null || userId === undefined || userId === null || String(owner) !== String(userId)) return null;
  return initUnreadSeed(init, at);
}

/** `pageUnreadSeed` of the page the browser shows (its injected init object); null on a server. */
export function thisPageUnreadSeed(userId: unknown): UnreadSeed | null {
  if (typeof window === 'undefined') return null;
  const init = (window as { __DCIC_INIT__?: DcicInit }).__DCIC_INIT__ ?? {};
  return pageUnreadSeed(init, userId, pageStartedAt());
}

/** When the page began (ms since the epoch): its count was asked for then. */
export function pageStartedAt(): number {
  const origin = typeof performance === 'undefined' ? undefined : performance.timeOrigin;
  return typeof origin === 'number' && Number.isFinite(origin) ? Math.round(origin) : Date.now();
}
