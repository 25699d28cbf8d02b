import { createUnreadPoller } from './unread-poller';
import { nextInterval, POLL_BASE_MS, POLL_MAX_MS, POLL_STEP_MS } from './poll-schedule';

describe('nextInterval', () => {
  it('goes back to the base when the count rose', () => {
    expect(nextInterval(150_000, { ok: true, previousCount: 1, count: 2 })).toBe(POLL_BASE_MS);
  });
  it('adds a step when the count stayed or fell', () => {
    expect(nextInterval(60_000, { ok: true, previousCount: 2, count: 2 })).toBe(90_000);
    expect(nextInterval(90_000, { ok: true, previousCount: 2, count: 0 })).toBe(120_000);
  });
  it('doubles after an error, up to the ceiling', () => {
    expect(nextInterval(60_000, { ok: false })).toBe(120_000);
    expect(nextInterval(POLL_MAX_MS, { ok: false })).toBe(POLL_MAX_MS);
  });
});

describe('createUnreadPoller (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(answers: Array<number | Error>) {
    const counts: number[] = [];
    const fetchCount = jest.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? 0;
    });
    const poller = createUnreadPoller({ fetchCount, onCount: (count) => counts.push(count) });
    return { poller, fetchCount, counts };
  }

  async function advance(ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
  }

  it('polls first after 60 s, not before', async () => {
    const { poller, fetchCount } = setup([1]);
    poller.start();
    await advance(POLL_BASE_MS - 1);
    expect(fetchCount).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('follows the schedule: rise → 60 s, same → +30 s, error → doubled', async () => {
    const { poller, fetchCount, counts } = setup([1, 1, 1, new Error('offline'), 2]);
    poller.start();
    await advance(60_000); // 1: rose from 0
    expect(poller.interval()).toBe(60_000);
    await advance(60_000); // 1: same
    expect(poller.interval()).toBe(90_000);
    await advance(89_999);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    await advance(1); // 1: same
    expect(poller.interval()).toBe(120_000);
    await advance(120_000); // error
    expect(poller.interval()).toBe(240_000);
    await advance(240_000); // 2: rose
    expect(poller.interval()).toBe(POLL_BASE_MS);
    expect(fetchCount).toHaveBeenCalledTimes(5);
    expect(counts).toEqual([1, 1, 1, 2]);
    poller.stop();
  });

  it('counts a fall as no rise', async () => {
    const { poller } = setup([3, 1]);
    poller.start();
    await advance(60_000);
    await advance(60_000);
    expect(poller.count()).toBe(1);
    expect(poller.interval()).toBe(POLL_BASE_MS + POLL_STEP_MS);
    poller.stop();
  });

  it('mark all read sets the count to 0; reading one decrements it, never below 0', async () => {
    const { poller, counts } = setup([]);
    poller.setCount(2);
    poller.decrement();
    poller.reset();
    poller.decrement();
    expect(counts).toEqual([2, 1, 0, 0]);
  });

  it('stops for good', async () => {
    const { poller, fetchCount } = setup([1, 1]);
    poller.start();
    poller.stop();
    await advance(10 * POLL_BASE_MS);
    expect(fetchCount).not.toHaveBeenCalled();
  });
});
