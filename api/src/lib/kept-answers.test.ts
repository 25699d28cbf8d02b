import type { Db } from '../db/types';
import { keptAnswers, makeRoom } from './kept-answers';

const db = {} as Db;
const other = {} as Db;

describe('kept answers', () => {
  it('keeps an answer for its time and not past a change, per database', async () => {
    const kept = keptAnswers<string, number>();
    let reads = 0;
    const load = async () => ++reads;
    expect(await kept(db, 'a', load, { now: 1000, ttlMs: 100 })).toBe(1);
    expect(await kept(db, 'a', load, { now: 1099, ttlMs: 100 })).toBe(1);
    expect(await kept(other, 'a', load, { now: 1099, ttlMs: 100 })).toBe(2);
    expect(await kept(db, 'a', load, { now: 1100, ttlMs: 100 })).toBe(3);
    // A change in the same millisecond as the read, or after it, makes it read again.
    expect(await kept(db, 'a', load, { now: 1101, ttlMs: 100, changedAt: 1100 })).toBe(4);
    expect(await kept(db, 'a', load, { now: 1102, ttlMs: 100, changedAt: 1100 })).toBe(4);
  });

  it('shares a read under way and never keeps a failed one', async () => {
    const kept = keptAnswers<string, number>();
    let reads = 0;
    const failing = () => {
      reads += 1;
      return Promise.reject(new Error('down'));
    };
    const options = { now: 1000, ttlMs: 100 };
    await expect(Promise.all([kept(db, 'a', failing, options), kept(db, 'a', failing, options)])).rejects.toThrow('down');
    expect(reads).toBe(1);
    await expect(kept(db, 'a', async () => 7, options)).resolves.toBe(7);
  });

  it('drops the oldest tenth when full', () => {
    const map = new Map(Array.from({ length: 20 }, (_, i) => [i, i]));
    makeRoom(map, 20);
    expect([...map.keys()]).toEqual(Array.from({ length: 18 }, (_, i) => i + 2));
    makeRoom(map, 20);
    expect(map.size).toBe(18);
  });
});
