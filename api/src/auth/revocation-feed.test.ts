import { RevocationFeed } from './revocation-feed';
import { SsoUnavailableError, type RevocationPage } from './sso-client';

/** A feed source whose answers the test sets, recording the `since` of every poll. */
function source() {
  const state = {
    calls: [] as Array<string | undefined>,
    next: { revoked: [], now: '2026-01-01T00:00:00.000Z' } as RevocationPage | Error,
    async revocations(since?: string): Promise<RevocationPage> {
      state.calls.push(since);
      if (state.next instanceof Error) throw state.next;
      return state.next;
    },
  };
  return state;
}

const HOUR = 3600_000;

describe('RevocationFeed', () => {
  it('loads every revocation first, then resumes from the last `now` minus the overlap', async () => {
    const sso = source();
    sso.next = { revoked: [{ jti: 'a', expiresAt: new Date(Date.now() + HOUR).toISOString() }], now: '2026-01-01T00:00:40.000Z' };
    const feed = new RevocationFeed(sso, { overlapMs: 30_000 });
    await feed.refresh();
    expect(sso.calls).toEqual([undefined]);
    expect(feed.isRevoked('a')).toBe(true);
    expect(feed.isRevoked('b')).toBe(false);

    sso.next = { revoked: [{ jti: 'b', expiresAt: new Date(Date.now() + HOUR).toISOString() }], now: '2026-01-01T00:00:45.000Z' };
    await feed.refresh();
    expect(sso.calls[1]).toBe('2026-01-01T00:00:10.000Z');
    expect(feed.isRevoked('a')).toBe(true);
    expect(feed.isRevoked('b')).toBe(true);
  });

  it('is stale before its first successful poll and once the last one is older than the budget', async () => {
    let now = 1_000_000;
    const sso = source();
    const feed = new RevocationFeed(sso, { maxStalenessMs: 60_000, now: () => now });
    expect(feed.isFresh()).toBe(false);
    await feed.refresh();
    expect(feed.isFresh()).toBe(true);

    sso.next = new SsoUnavailableError('down');
    now += 59_000;
    await expect(feed.refresh()).rejects.toThrow(SsoUnavailableError);
    expect(feed.isFresh()).toBe(true);
    now += 2000;
    expect(feed.isFresh()).toBe(false);

    sso.next = { revoked: [], now: '2026-01-01T00:02:00.000Z' };
    await feed.refresh();
    expect(feed.isFresh()).toBe(true);
  });

  it('forgets revocations once their tokens have expired', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const sso = source();
    sso.next = {
      revoked: [
        { jti: 'soon', expiresAt: '2026-01-01T00:10:00.000Z' },
        { jti: 'later', expiresAt: '2026-01-02T00:00:00.000Z' },
      ],
      now: '2026-01-01T00:00:00.000Z',
    };
    const feed = new RevocationFeed(sso, { now: () => now });
    await feed.refresh();
    expect(feed.size).toBe(2);
    sso.next = { revoked: [], now: '2026-01-01T01:00:00.000Z' };
    now = Date.parse('2026-01-01T01:00:00Z');
    await feed.refresh();
    expect(feed.isRevoked('soon')).toBe(false);
    expect(feed.isRevoked('later')).toBe(true);
  });

  it('refuses a session this process logged out, before any poll', () => {
    const feed = new RevocationFeed(source());
    feed.markRevoked('mine', Date.now() + HOUR);
    expect(feed.isRevoked('mine')).toBe(true);
  });

  it('shares one call between concurrent refreshes', async () => {
    const sso = source();
    const feed = new RevocationFeed(sso);
    await Promise.all([feed.refresh(), feed.refresh(), feed.refresh()]);
    expect(sso.calls).toHaveLength(1);
  });

  it('polls on its own every interval without keeping the process alive, and stops', async () => {
    jest.useFakeTimers();
    try {
      const sso = source();
      const feed = new RevocationFeed(sso, { pollMs: 5000 });
      await feed.start();
      expect(sso.calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(5000);
      expect(sso.calls).toHaveLength(2);
      // A failed poll does not end the polling.
      sso.next = new SsoUnavailableError('down');
      await jest.advanceTimersByTimeAsync(5000);
      expect(sso.calls).toHaveLength(3);
      sso.next = { revoked: [], now: '2026-01-01T00:00:00.000Z' };
      await jest.advanceTimersByTimeAsync(5000);
      expect(sso.calls).toHaveLength(4);
      feed.stop();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(sso.calls).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('retries a failed first load sooner than the poll interval', async () => {
    jest.useFakeTimers();
    try {
      const sso = source();
      sso.next = new SsoUnavailableError('not up yet');
      const feed = new RevocationFeed(sso, { pollMs: 5000 });
      await feed.start();
      expect(feed.isFresh()).toBe(false);
      sso.next = { revoked: [], now: '2026-01-01T00:00:00.000Z' };
      await jest.advanceTimersByTimeAsync(1000);
      expect(sso.calls).toHaveLength(2);
      expect(feed.isFresh()).toBe(true);
      await jest.advanceTimersByTimeAsync(4000);
      expect(sso.calls).toHaveLength(2);
      feed.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('unrefs its timer', async () => {
    const unref = jest.spyOn(globalThis, 'setTimeout');
    const feed = new RevocationFeed(source(), { pollMs: 60_000 });
    await feed.start();
    const timer = unref.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    feed.stop();
    unref.mockRestore();
  });
});
