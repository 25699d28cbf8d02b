import { UnreadCountCache, type UnreadCounts } from './unread-cache';

/** A load the test finishes by hand, to stage a change in the middle of a read. */
function deferred() {
  let resolve!: (value: UnreadCounts) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<UnreadCounts>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const counts = (messages: number, notices = 0): UnreadCounts => ({ messages, notices });

describe('UnreadCountCache', () => {
  let clock: number;
  let cache: UnreadCountCache;
  beforeEach(() => {
    clock = 1_000;
    cache = new UnreadCountCache({ maxEntries: 10, ttlMs: 60_000, now: () => clock });
    cache.setTrusted(true);
  });

  it('answers a repeated poll from memory', async () => {
    const load = jest.fn(async () => counts(3));
    expect(await cache.get(7, load)).toEqual(counts(3));
    expect(await cache.get(7, load)).toEqual(counts(3));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after a change of that user, and only that user', async () => {
    let value = 1;
    const load = jest.fn(async () => counts(value));
    await cache.get(7, load);
    await cache.get(8, load);
    value = 2;
    cache.invalidate(7);
    expect(await cache.get(7, load)).toEqual(counts(2));
    expect(await cache.get(8, load)).toEqual(counts(1));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a read that a change overtook', async () => {
    const slow = deferred();
    const pending = cache.get(7, () => slow.promise);
    cache.invalidate(7); // committed while the read ran; the read may have missed it
    slow.resolve(counts(1));
    expect(await pending).toEqual(counts(1));
    const load = jest.fn(async () => counts(2));
    expect(await cache.get(7, load)).toEqual(counts(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps only the newest of two overlapping reads', async () => {
    const first = deferred();
    const second = deferred();
    const a = cache.get(7, () => first.promise);
    const b = cache.get(7, () => second.promise);
    second.resolve(counts(5));
    first.resolve(counts(4));
    await Promise.all([a, b]);
    const load = jest.fn(async () => counts(9));
    expect(await cache.get(7, load)).toEqual(counts(5));
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets everything on clear, also reads under way', async () => {
    const slow = deferred();
    await cache.get(8, async () => counts(1));
    const pending = cache.get(7, () => slow.promise);
    cache.clear();
    slow.resolve(counts(1));
    await pending;
    expect(cache.size).toBe(0);
  });

  it('reads the database every time while the change feed is not heard', async () => {
    cache.setTrusted(false);
    const load = jest.fn(async () => counts(1));
    await cache.get(7, load);
    await cache.get(7, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('drops what it knew when the feed is lost, and does not keep a read begun before it came back', async () => {
    await cache.get(7, async () => counts(1));
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
    const slow = deferred();
    const pending = cache.get(7, () => slow.promise); // began while changes could be missed
    cache.setTrusted(true);
    slow.resolve(counts(1));
    await pending;
    expect(cache.size).toBe(0);
    const load = jest.fn(async () => counts(2));
    expect(await cache.get(7, load)).toEqual(counts(2));
    expect(await cache.get(7, load)).toEqual(counts(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again once an entry is older than its time to live', async () => {
    const load = jest.fn(async () => counts(1));
    await cache.get(7, load);
    clock += 59_999;
    await cache.get(7, load);
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    await cache.get(7, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stays within its size by dropping the oldest tenth', async () => {
    for (let id = 1; id <= 10; id += 1) await cache.get(id, async () => counts(id));
    expect(cache.size).toBe(10);
    await cache.get(11, async () => counts(11));
    expect(cache.size).toBe(10);
    const load = jest.fn(async () => counts(0));
    await cache.get(1, load); // the oldest went
    await cache.get(11, load); // the newest stayed
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed read on without remembering anything', async () => {
    await expect(cache.get(7, async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const load = jest.fn(async () => counts(1));
    expect(await cache.get(7, load)).toEqual(counts(1));
    expect(await cache.get(7, load)).toEqual(counts(1));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
