import { CHUNK_RELOAD_KEY, installChunkReloadGuard, isChunkLoadError } from './chunk-reload';

function chunkError() {
  return Object.assign(new Error('Loading chunk 42 failed.\n(error: http://localhost:8081/42.js)'), { name: 'ChunkLoadError' });
}

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  return event;
}

describe('isChunkLoadError', () => {
  it.each([
    chunkError(),
    new Error('Loading CSS chunk 7 failed'),
    new TypeError('Failed to fetch dynamically imported module: http://x/a.js'),
    new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    Object.assign(new Error('Loading script failed.'), { name: 'ScriptExternalLoadError' }),
  ])('recognises %p', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('boom'), new TypeError('Failed to fetch'), null, undefined, 42])('ignores %p', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('installChunkReloadGuard', () => {
  it('reloads once on a chunk failure, then not again within 30 s', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    const uninstall = installChunkReloadGuard(window, { storage, reload, now: () => now });

    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    // The reloaded page fails again straight away: no loop.
    now += 5_000;
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'Loading chunk 42 failed.' }));
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);

    now += 30_000;
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(2);
    uninstall();
  });

  it('ignores other errors', () => {
    const reload = jest.fn();
    const uninstall = installChunkReloadGuard(window, { storage: memoryStorage(), reload });
    window.dispatchEvent(rejection(new Error('boom')));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    expect(reload).not.toHaveBeenCalled();
    uninstall();
  });

  it('never reloads without sessionStorage, because it could not stop a loop', () => {
    const reload = jest.fn();
    const uninstall = installChunkReloadGuard(window, { storage: null, reload });
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).not.toHaveBeenCalled();
    uninstall();
  });

  it('uses the window sessionStorage by default and stops listening when removed', () => {
    window.sessionStorage.clear();
    const reload = jest.fn();
    const uninstall = installChunkReloadGuard(window, { reload });
    uninstall();
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).not.toHaveBeenCalled();
    const again = installChunkReloadGuard(window, { reload });
    window.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    again();
  });
});
