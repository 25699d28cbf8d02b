// Answers a hot route reads again and again (a leaderboard's competition and the caller's team, the
// home page), kept a short while per database, so test apps never share them. An answer is read again
// once it is older than its time, or than the last change this process made to what it was read from
// (`changedAt`); a failed read is never kept. The load is shared by the requests that come while it runs.
// `keptMany` reads many keys at once (the teams of a leaderboard page) and `changeMarks` holds a change
// time per key (a team), for answers that go stale one key at a time.
import type { Db } from '../db/types';

export interface KeptOptions {
  /** The clock (ms) of the request. */
  now: number;
  /** How long an answer is kept (ms). */
  ttlMs: number;
  /** When this process last changed what the answers are read from (ms); 0 when never. */
  changedAt?: number;
}

export interface KeptManyOptions<K> extends Omit<KeptOptions, 'changedAt'> {
  /** When this process last changed what the answer for this key is read from (ms); 0 when never. */
  changedAt?: (key: K) => number;
}

interface Kept<V> {
  at: number;
  value: Promise<V>;
}

/**
 * Drops the oldest tenth of a map that reached `max` entries (maps iterate in insertion order),
 * telling `dropped` of each entry it drops.
 */
export function makeRoom<K, V>(map: Map<K, V>, max: number, dropped?: (key: K, value: V) => void): void {
  if (map.size < max) return;
  let drop = Math.max(1, Math.floor(max / 10));
  for (const [key, value] of map) {
    map.delete(key);
    dropped?.(key, value);
    if ((drop -= 1) <= 0) break;
  }
}

// An answer read in the same millisecond as a change is never trusted.
const fresh = <V>(hit: Kept<V> | undefined, now: number, ttlMs: number, changedAt: number): hit is Kept<V> =>
  hit !== undefined && now - hit.at < ttlMs && hit.at > changedAt;

function entriesOf<K, V>(perDb: WeakMap<Db, Map<K, Kept<V>>>, db: Db): Map<K, Kept<V>> {
  let entries = perDb.get(db);
  if (!entries) perDb.set(db, (entries = new Map()));
  return entries;
}

/** Keeps a load under its key, newest last; dropped again if it fails. */
function keep<K, V>(kept: Map<K, Kept<V>>, key: K, value: Promise<V>, now: number, maxEntries: number): Promise<V> {
  kept.delete(key);
  makeRoom(kept, maxEntries);
  const entry = { at: now, value };
  kept.set(key, entry);
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}

/** A store of kept answers by key; `maxEntries` bounds it per database. */
export function keptAnswers<K, V>(maxEntries = 100_000) {
  const perDb = new WeakMap<Db, Map<K, Kept<V>>>();
  return (db: Db, key: K, load: () => Promise<V>, { now, ttlMs, changedAt = 0 }: KeptOptions): Promise<V> => {
    const kept = entriesOf(perDb, db);
    const hit = kept.get(key);
    if (fresh(hit, now, ttlMs, changedAt)) return hit.value;
    return keep(kept, key, load(), now, maxEntries);
  };
}

/**
 * A store of kept answers read many keys at a time (the rows of a page): the keys not kept, or kept
 * past their time or change, are loaded together by one call of `load`, which answers them in the
 * order asked. The answers come back in the order of `keys`. `maxEntries` bounds it per database.
 */
export function keptMany<K, V>(maxEntries = 100_000) {
  const perDb = new WeakMap<Db, Map<K, Kept<V>>>();
  return (
    db: Db,
    keys: readonly K[],
    load: (missing: K[]) => Promise<V[]>,
    { now, ttlMs, changedAt = () => 0 }: KeptManyOptions<K>,
  ): Promise<V[]> => {
    const kept = entriesOf(perDb, db);
    // This request's answers, apart from the store: making room for the loaded ones drops none of them.
    const answers = new Map<K, Promise<V>>();
    const missing: K[] = [];
    for (const key of new Set(keys)) {
      const hit = kept.get(key);
      if (fresh(hit, now, ttlMs, changedAt(key))) answers.set(key, hit.value);
      else missing.push(key);
    }
    if (missing.length > 0) {
      const loaded = load(missing);
      missing.forEach((key, i) => {
        const value = loaded.then((values) => values[i] as V);
        answers.set(key, keep(kept, key, value, now, maxEntries));
      });
    }
    return Promise.all(keys.map((key) => answers.get(key)!));
  };
}

/**
 * When this process last changed each of many things (ms), per database: what `changedAt` of kept
 * answers reads. At most `maxKeys` marks are remembered; a key whose mark was dropped answers the
 * newest mark dropped, so forgetting can make an answer read again, never keep one past its change.
 */
export function changeMarks<K>(maxKeys = 100_000) {
  const perDb = new WeakMap<Db, { marks: Map<K, number>; forgotten: number }>();
  return {
    mark(db: Db, key: K, at = Date.now()): void {
      let found = perDb.get(db);
      if (!found) perDb.set(db, (found = { marks: new Map(), forgotten: 0 }));
      const state = found;
      // Newest last, so the marks dropped to make room are the oldest.
      state.marks.delete(key);
      makeRoom(state.marks, maxKeys, (_key, dropped) => {
        state.forgotten = Math.max(state.forgotten, dropped);
      });
      state.marks.set(key, at);
    },
    /** The key's last mark, 0 when none. */
    at(db: Db, key: K): number {
      const state = perDb.get(db);
      return state ? (state.marks.get(key) ?? state.forgotten) : 0;
    },
  };
}
