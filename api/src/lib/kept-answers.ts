// Answers a hot route reads again and again (a leaderboard's competition and the caller's team, the
// home page), kept a short while per database, so test apps never share them. An answer is read again
// once it is older than its time, or than the last change this process made to what it was read from
// (`changedAt`); a failed read is never kept. The load is shared by the requests that come while it runs.
import type { Db } from '../db/types';

export interface KeptOptions {
  /** The clock (ms) of the request. */
  now: number;
  /** How long an answer is kept (ms). */
  ttlMs: number;
  /** When this process last changed what the answers are read from (ms); 0 when never. */
  changedAt?: number;
}

/** Drops the oldest tenth of a map that reached `max` entries (maps iterate in insertion order). */
export function makeRoom(map: Map<unknown, unknown>, max: number): void {
  if (map.size < max) return;
  let drop = Math.max(1, Math.floor(max / 10));
  for (const key of map.keys()) {
    map.delete(key);
    if ((drop -= 1) <= 0) break;
  }
}

/** A store of kept answers by key; `maxEntries` bounds it per database. */
export function keptAnswers<K, V>(maxEntries = 100_000) {
  const perDb = new WeakMap<Db, Map<K, { at: number; value: Promise<V> }>>();
  return (db: Db, key: K, load: () => Promise<V>, { now, ttlMs, changedAt = 0 }: KeptOptions): Promise<V> => {
    let entries = perDb.get(db);
    if (!entries) perDb.set(db, (entries = new Map()));
    const kept = entries;
    const hit = kept.get(key);
    // An answer read in the same millisecond as a change is never trusted.
    if (hit && now - hit.at < ttlMs && hit.at > changedAt) return hit.value;
    kept.delete(key);
    makeRoom(kept, maxEntries);
    const entry = { at: now, value: load() };
    kept.set(key, entry);
    entry.value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.value;
  };
}
