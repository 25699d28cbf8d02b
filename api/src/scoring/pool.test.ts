import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScoringPool, type ScoringPool } from './pool';

describe('scoring threads', () => {
  let dir: string;
  let pool: ScoringPool;
  const answerFile = () => path.join(dir, 'answer.csv');
  const predictionFile = () => path.join(dir, 'prediction.csv');
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scoring-pool-'));
    writeFileSync(answerFile(), 'id,target,list\n1,1,A\n2,0,A\n3,1,B\n4,0,B\n');
    writeFileSync(predictionFile(), 'id,target\n1,1\n2,0\n3,1\n4,1\n');
    pool = createScoringPool({ threads: 2 });
  });
  afterAll(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const task = () => ({ answerFile: answerFile(), predictionFile: predictionFile(), metric: 'accuracy' as const });

  it('scores a file in a thread, and refuses a malformed one with its reason', async () => {
    expect(await pool.score(task(), 30_000)).toEqual({ outcome: 'scored', scoreA: 1, scoreB: 0.5 });
    writeFileSync(path.join(dir, 'bad.csv'), 'id,label\n1,1\n');
    expect(await pool.score({ ...task(), predictionFile: path.join(dir, 'bad.csv') }, 30_000)).toMatchObject({
      outcome: 'refused',
      reason: 'wrong-header',
    });
  });

  it('reads the answer again once its file changed (an answer fix)', async () => {
    await Promise.all([pool.score(task(), 30_000), pool.score(task(), 30_000)]);
    writeFileSync(answerFile(), 'id,target,list\n1,0,A\n2,0,A\n3,1,B\n4,1,B\n');
    utimesSync(answerFile(), new Date(), new Date(Date.now() + 5000));
    const results = await Promise.all([pool.score(task(), 30_000), pool.score(task(), 30_000)]);
    for (const result of results) expect(result).toEqual({ outcome: 'scored', scoreA: 0.5, scoreB: 1 });
  });

  it('ends a file past the time limit, and scores the next one in a new thread', async () => {
    // A fresh pool: starting its thread alone takes longer than 1 ms.
    const fresh = createScoringPool({ threads: 1 });
    try {
      expect(await fresh.score(task(), 1)).toEqual({ outcome: 'timed-out', limitMs: 1 });
      expect(await fresh.score(task(), 30_000)).toMatchObject({ outcome: 'scored' });
    } finally {
      await fresh.close();
    }
  });

  it('reports a missing answer as a crash (the job is tried again)', async () => {
    expect(await pool.score({ ...task(), answerFile: path.join(dir, 'none.csv') }, 30_000)).toMatchObject({ outcome: 'crashed' });
  });

  // A thread's nice value is the 19th field of its stat line (after the name in parentheses).
  const niceValues = () =>
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  (process.platform === 'linux' ? it : it.skip)('runs its threads niced, so requests go first when the cores are short', async () => {
    const before = niceValues().filter((value) => value === 7).length;
    const niced = createScoringPool({ threads: 1, nice: 7 });
    try {
      expect(await niced.score(task(), 30_000)).toMatchObject({ outcome: 'scored' });
      expect(niceValues().filter((value) => value === 7).length).toBeGreaterThan(before);
      // The test's own thread is untouched.
      expect(niceValues()[0]).toBe(0);
    } finally {
      await niced.close();
    }
  });
});
