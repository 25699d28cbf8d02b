import { ApiError } from '@dcic/shared';
import { MESSAGE_POLL_BASE_MS, MESSAGE_POLL_MAX_MS, MESSAGE_POLL_STEP_MS } from '@dcic/shared/constants';
import { createPollSchedule, DEFAULT_TIMING, nextInterval, type PolledState } from './poll-schedule';

describe('nextInterval', () => {
  it('goes back to the base when the count rose', () => {
    expect(nextInterval(150_000, { ok: true, previousCount: 1, count: 2 })).toBe(MESSAGE_POLL_BASE_MS);
  });
  it('adds a step when the count stayed or fell', () => {
    expect(nextInterval(60_000, { ok: true, previousCount: 2, count: 2 })).toBe(90_000);
    expect(nextInterval(90_000, { ok: true, previousCount: 2, count: 0 })).toBe(120_000);
  });
  it('doubles after an error, up to the ceiling', () => {
    expect(nextInterval(60_000, { ok: false })).toBe(120_000);
    expect(nextInterval(MESSAGE_POLL_MAX_MS, { ok: false })).toBe(MESSAGE_POLL_MAX_MS);
  });
});

describe('createPollSchedule (the refetchInterval of the unread count)', () => {
  /** A query whose answers arrive one a second: counts, or errors. */
  function polled() {
    const query = { state: { dataUpdatedAt: 0, errorUpdatedAt: 0, error: null } as PolledState };
    let clock = 0;
    return {
      query,
      answer(count: number) {
        clock += 1000;
        query.state = { ...query.state, data: { count }, dataUpdatedAt: clock, error: null };
      },
      fail(error: unknown = new Error('offline')) {
        clock += 1000;
        query.state = { ...query.state, error, errorUpdatedAt: clock };
      },
    };
  }

  it('waits the base interval after the first answer, then follows the rule: rise → base, same → +step, error → doubled', () => {
    const schedule = createPollSchedule(() => DEFAULT_TIMING);
    const { query, answer, fail } = polled();
    expect(schedule(query)).toBe(60_000);
    answer(1); // the first answer only starts the schedule
    expect(schedule(query)).toBe(60_000);
    answer(1);
    expect(schedule(query)).toBe(90_000);
    // Asked again with no new answer (the fetch started): nothing moves.
    expect(schedule(query)).toBe(90_000);
    answer(1);
    expect(schedule(query)).toBe(120_000);
    fail();
    expect(schedule(query)).toBe(240_000);
    answer(2);
    expect(schedule(query)).toBe(MESSAGE_POLL_BASE_MS);
    answer(0);
    expect(schedule(query)).toBe(MESSAGE_POLL_BASE_MS + MESSAGE_POLL_STEP_MS);
  });

  it('stops on a final 4xx answer', () => {
    const schedule = createPollSchedule(() => DEFAULT_TIMING);
    const { query, answer, fail } = polled();
    answer(0);
    fail(new ApiError({ message: 'Please log in', errno: 'e40100', status: 401 }));
    expect(schedule(query)).toBe(false);
  });

  it('keeps one schedule per query', () => {
    const schedule = createPollSchedule(() => DEFAULT_TIMING);
    const first = polled();
    const second = polled();
    first.answer(1);
    schedule(first.query);
    first.answer(1);
    expect(schedule(first.query)).toBe(90_000);
    expect(schedule(second.query)).toBe(60_000);
  });

  it('says a count is due once its last answer is an interval old, and never after a final answer', () => {
    const schedule = createPollSchedule(() => DEFAULT_TIMING);
    const { query, answer, fail } = polled();
    expect(schedule.isDue(query, 10_000)).toBe(false); // nothing answered yet: the first ask is the mount's own
    answer(1); // answered at 1000
    expect(schedule.isDue(query, 60_999)).toBe(false);
    expect(schedule.isDue(query, 61_000)).toBe(true);
    answer(1); // at 2000, the same count: the next is 90 s away
    expect(schedule.isDue(query, 62_000)).toBe(false);
    expect(schedule.isDue(query, 92_000)).toBe(true);
    fail(new ApiError({ message: 'Please log in', errno: 'e40100', status: 401 }));
    expect(schedule.isDue(query, 10 * 60_000)).toBe(false);
  });
});
