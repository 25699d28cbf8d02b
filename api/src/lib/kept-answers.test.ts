import type { Db } from '../db/types';
import { changeMarks, keptAnswers, keptMany, makeRoom } from './kept-answers';

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

  it('drops the oldest tenth when full, telling what it dropped', () => {
    const map = new Map(Array.from({ length: 10 }, (_, i) => [i, i * 10]));
    const dropped: Array<[number, number]> = [];
    makeRoom(map, 10, (key, value) => dropped.push([key, value]));
    expect(dropped).toEqual([[0, 0]]);
  });
});

describe('answers kept many at a time', () => {
  const options = { now: 1000, ttlMs: 100 };

  it('loads only the keys it lacks, all in one call, and answers in the order asked', async () => {
    const kept = keptMany<number, string>();
    const loads: number[][] = [];
    const load = async (keys: number[]) => {
      loads.push(keys);
      return keys.map((key) => `team ${key}`);
    };
    expect(await kept(db, [1, 2, 1], load, options)).toEqual(['team 1', 'team 2', 'team 1']);
    expect(await kept(db, [3, 2, 1, 4], load, options)).toEqual(['team 3', 'team 2', 'team 1', 'team 4']);
    expect(await kept(other, [1], load, options)).toEqual(['team 1']);
    expect(loads).toEqual([[1, 2], [3, 4], [1]]);
    expect(await kept(db, [], load, options)).toEqual([]);
    expect(loads).toHaveLength(3);
  });

  it('reads a key again past its time or its own change only, sharing a read under way', async () => {
    const kept = keptMany<string, number>();
    let reads = 0;
    const loads: string[][] = [];
    const load = async (keys: string[]) => {
      loads.push(keys);
      return keys.map(() => ++reads);
    };
    await Promise.all([kept(db, ['a', 'b'], load, options), kept(db, ['b'], load, options)]);
    expect(loads).toEqual([['a', 'b']]);
    // b changed in the millisecond it was read: b alone is read again.
    const changedAt = (key: string) => (key === 'b' ? 1000 : 0);
    expect(await kept(db, ['a', 'b'], load, { now: 1050, ttlMs: 100, changedAt })).toEqual([1, 3]);
    expect(await kept(db, ['a', 'b'], load, { now: 1099, ttlMs: 100, changedAt })).toEqual([1, 3]);
    expect(await kept(db, ['a', 'b'], load, { now: 1100, ttlMs: 100, changedAt })).toEqual([4, 3]);
  });

  it('never keeps a failed load, and stays within its bound', async () => {
    const kept = keptMany<number, number>(10);
    await expect(kept(db, [1, 2], () => Promise.reject(new Error('down')), options)).rejects.toThrow('down');
    let loaded: number[] = [];
    const load = async (keys: number[]) => {
      loaded = keys;
      return keys;
    };
    // Twenty keys in one request into a store of ten: every answer still comes back.
    const keys = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(await kept(db, keys, load, options)).toEqual(keys);
    expect(loaded).toEqual(keys);
    // The newest ones were kept; the store held no more than ten of them.
    await kept(db, keys, load, options);
    expect(loaded.length).toBeGreaterThanOrEqual(10);
    expect(loaded).not.toContain(20);
  });
});

describe('change marks', () => {
  it('answers the last mark of a key, per database', () => {
    const marks = changeMarks<number>();
    expect(marks.at(db, 1)).toBe(0);
    marks.mark(db, 1, 500);
    marks.mark(db, 1, 700);
    expect(marks.at(db, 1)).toBe(700);
    expect(marks.at(db, 2)).toBe(0);
    expect(marks.at(other, 1)).toBe(0);
  });

  it('answers the newest mark it dropped for a key it no longer holds, never less', () => {
    const marks = changeMarks<number>(10);
    for (let key = 1; key <= 10; key++) marks.mark(db, key, key * 100);
    // Full: marking key 11 drops key 1 (at 100).
    marks.mark(db, 11, 1100);
    expect(marks.at(db, 1)).toBe(100);
    expect(marks.at(db, 12)).toBe(100);
    expect(marks.at(db, 2)).toBe(200);
    expect(marks.at(db, 11)).toBe(1100);
  });
});
