export const RELOAD_GUARD_INTERVAL_MS = 30_000;

export interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
  now?: () => number;
  interval?: number;
}

function pageSessionStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page unless this tab already did so for the same reason (`key`) less than 30 s ago.
 * The time lives in sessionStorage because the reload wipes memory; without sessionStorage
 * nothing is reloaded, since a second failure could not be told from the first and would loop.
 * Returns whether it reloaded.
 */
export function reloadOncePerInterval(key: string, options: ReloadGuardOptions = {}): boolean {
  const storage = options.storage === undefined ? pageSessionStorage() : options.storage;
  if (!storage) return false;
  const now = (options.now ?? Date.now)();
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < (options.interval ?? RELOAD_GUARD_INTERVAL_MS)) return false;
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  (options.reload ?? (() => window.location.reload()))();
  return true;
}
