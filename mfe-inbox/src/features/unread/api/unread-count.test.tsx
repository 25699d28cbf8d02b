import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, createQueryClient, http, pageStartedAt, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import type { UnreadCount } from '@dcic/shared/contract';
import { useUnreadCount } from './unread-count';

describe('useUnreadCount (fake timers)', () => {
  // The page's start stays the real one (`performance.timeOrigin`); the clock moves from there.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['performance'] }));
  afterEach(() => {
    delete page.__DCIC_INIT__;
    sessionStore.set(userAtom, null);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const page = window as { __DCIC_INIT__?: unknown };
  /** The page came with `unread` for user 7, who is signed in; it is `ageMs` old now. */
  function pageCame(unread: UnreadCount, ageMs: number) {
    page.__DCIC_INIT__ = { user: { id: 7 }, unread };
    sessionStore.set(userAtom, { id: 7, userId: 70 });
    jest.setSystemTime(pageStartedAt() + ageMs);
  }

  function poll(answers: Array<number | Error>) {
    const request = jest.spyOn(http, 'request').mockImplementation(async () => {
      const next = answers.shift() ?? 0;
      if (next instanceof Error) throw next;
      return { count: next, messages: next, notices: 0 };
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const hook = renderHook(() => useUnreadCount(), { wrapper });
    return { request, hook };
  }

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('asks at once, then first polls after 60 s and follows the schedule', async () => {
    const { request, hook } = poll([1, 1, 1, new Error('offline'), 2]);
    await advance(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(hook.result.current.count).toBe(1);
    await advance(59_999);
    expect(request).toHaveBeenCalledTimes(1);
    await advance(1); // same: the next waits 90 s
    expect(request).toHaveBeenCalledTimes(2);
    await advance(89_999);
    expect(request).toHaveBeenCalledTimes(2);
    await advance(1); // same again: 120 s
    await advance(120_000); // offline: doubled to 240 s, the last count kept
    expect(request).toHaveBeenCalledTimes(4);
    expect(hook.result.current.count).toBe(1);
    await advance(239_999);
    expect(request).toHaveBeenCalledTimes(4);
    await advance(1000); // rose: back to 60 s
    expect(hook.result.current.count).toBe(2);
    await advance(57_000);
    expect(request).toHaveBeenCalledTimes(5);
    await advance(3_000);
    expect(request).toHaveBeenCalledTimes(6);
    hook.unmount();
  });

  it('stops for good after a 4xx, and when the last reader leaves', async () => {
    const signedOut = new ApiError({ message: 'Please log in', errno: 'e40100', status: 401 });
    const { request, hook } = poll([0, signedOut]);
    await advance(60_000);
    expect(request).toHaveBeenCalledTimes(2);
    await advance(10 * 60_000);
    expect(request).toHaveBeenCalledTimes(2);
    hook.unmount();

    const again = poll([0]);
    await advance(0);
    again.hook.unmount();
    await advance(10 * 60_000);
    expect(again.request).toHaveBeenCalledTimes(3);
  });

  it("starts from the page's count: the first ask waits for its interval", async () => {
    pageCame({ count: 2, messages: 1, notices: 1 }, 0);
    const { request, hook } = poll([4]);
    await advance(0);
    expect(request).not.toHaveBeenCalled();
    expect(hook.result.current).toEqual({ count: 2, messages: 1, notices: 1 });
    await advance(59_999);
    expect(request).not.toHaveBeenCalled();
    await advance(1);
    expect(request).toHaveBeenCalledTimes(1);
    await advance(10);
    expect(hook.result.current.count).toBe(4);
    hook.unmount();
  });

  it("asks at once when the page's count is an interval old (the code came when the poll was due), then follows the rule", async () => {
    pageCame({ count: 2, messages: 2, notices: 0 }, 60_000);
    const { request, hook } = poll([3, 3]);
    await advance(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(hook.result.current.count).toBe(3);
    // It rose: the next is the base interval away.
    await advance(59_999);
    expect(request).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(request).toHaveBeenCalledTimes(2);
    hook.unmount();
  });

  it("starts from the count its page came with, for that page's user only", async () => {
    pageCame({ count: 2, messages: 2, notices: 0 }, 0);
    const own = poll([5]);
    await advance(0);
    expect(own.request).not.toHaveBeenCalled();
    expect(own.hook.result.current.count).toBe(2);
    own.hook.unmount();

    sessionStore.set(userAtom, { id: 8, userId: 80 });
    const other = poll([5]);
    await advance(10);
    expect(other.request).toHaveBeenCalledTimes(1);
    expect(other.hook.result.current.count).toBe(5);
    other.hook.unmount();
  });
});
