import { RELOAD_GUARD_INTERVAL_MS, reloadOncePerInterval, type ReloadGuardOptions } from './reload-guard';

export const CHUNK_RELOAD_KEY = 'dcic.chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = RELOAD_GUARD_INTERVAL_MS;

const CHUNK_ERROR_TEXT = [
  /loading (css )?chunk [^ ]+ failed/i,
  /loading chunk/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  // Module Federation runtime: a remote entry or its script could not be loaded.
  /RUNTIME-00[38]/,
  /failed to load script resources/i,
  /loading script failed/i,
];
const CHUNK_ERROR_NAMES = new Set(['ChunkLoadError', 'ScriptExternalLoadError']);

/** A failure to fetch code: after a redeploy the old chunk names are gone, a reload fetches the new ones. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const name = (error as { name?: unknown }).name;
  if (typeof name === 'string' && CHUNK_ERROR_NAMES.has(name)) return true;
  const message = typeof error === 'string' ? error : (error as { message?: unknown }).message;
  return typeof message === 'string' && CHUNK_ERROR_TEXT.some((pattern) => pattern.test(message));
}

export type ChunkReloadGuardOptions = ReloadGuardOptions;

type GuardedWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & Partial<Pick<Window, 'sessionStorage' | 'location'>>;

function sessionStorageOf(win: GuardedWindow): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when code fails to load, at most once per 30 s per tab, never in a loop
 * (see reloadOncePerInterval). Returns a function that removes the listeners.
 */
export function installChunkReloadGuard(win: GuardedWindow = window, options: ChunkReloadGuardOptions = {}): () => void {
  const guard: ReloadGuardOptions = {
    storage: options.storage === undefined ? sessionStorageOf(win) : options.storage,
    reload: options.reload ?? (() => win.location?.reload()),
    now: options.now,
    interval: options.interval ?? CHUNK_RELOAD_INTERVAL_MS,
  };

  function handle(error: unknown) {
    if (isChunkLoadError(error)) reloadOncePerInterval(CHUNK_RELOAD_KEY, guard);
  }

  const onError = (event: Event) => handle((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const onRejection = (event: Event) => handle((event as PromiseRejectionEvent).reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
