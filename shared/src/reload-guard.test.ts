import { reloadOncePerInterval } from './reload-guard';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('reloadOncePerInterval', () => {
  it('reloads once per 30 s per reason', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 50_000;
    const guard = { storage, reload, now: () => now };
    expect(reloadOncePerInterval('a', guard)).toBe(true);
    expect(reloadOncePerInterval('a', guard)).toBe(false);
    expect(reloadOncePerInterval('b', guard)).toBe(true);
    now += 30_000;
    expect(reloadOncePerInterval('a', guard)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads without storage', () => {
    const reload = jest.fn();
    expect(reloadOncePerInterval('a', { storage: null, reload })).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOncePerInterval('a', { storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
