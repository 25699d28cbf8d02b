// Worker threads that score prediction files, so a million-row file never holds up the API's event
// loop. A file still running at the time limit has its thread ended (the only way to stop CPU-bound
// work); the thread is replaced on the next file, and loses only its cached answers.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ScoringTask, ScoringTaskResult } from './task';

type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;

/** What scoring one file ended in: scored, refused (the file's fault), crashed (tried again), or past the time limit. */
export type ScoringResult = WithoutId<ScoringTaskResult> | { outcome: 'timed-out'; limitMs: number };

export interface ScoringPool {
  /** Scores one file in a free thread; past `timeLimitMs` of running, the thread is ended and the file timed out. */
  score(task: Omit<ScoringTask, 'id'>, timeLimitMs: number): Promise<ScoringResult>;
  /** Ends every thread; files still running come back as crashed. */
  close(): Promise<void>;
}

export interface ScoringPoolOptions {
  threads: number;
  /** How much the scoring threads yield to the rest (Linux nice value, 0–19; 0 keeps the process's). */
  nice?: number;
}

interface Waiting {
  task: ScoringTask;
  limitMs: number;
  resolve: (result: ScoringResult) => void;
}

interface Running {
  task: ScoringTask;
  resolve: (result: ScoringResult) => void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  running: Running | undefined;
}

// Built: the compiled worker beside this file. Tests and scripts run the TypeScript source through tsx,
// with the API's tsconfig, whose paths lead the shared package's entries to their sources: nothing
// needs to be built first.
function startWorker(nice: number): Worker {
  const file = require.resolve('./worker');
  const workerData = { nice };
  if (file.endsWith('.js')) return new Worker(file, { workerData });
  const tsconfig = path.join(__dirname, '..', '..', 'tsconfig.json');
  return new Worker(
    [
      `process.env.TSX_TSCONFIG_PATH = ${JSON.stringify(tsconfig)};`,
      `require(${JSON.stringify(require.resolve('tsx/cjs'))});`,
      `require(${JSON.stringify(file)});`,
    ].join(' '),
    { eval: true, workerData },
  );
}

export function createScoringPool(options: ScoringPoolOptions): ScoringPool {
  const threads = new Set<Thread>();
  const waiting: Waiting[] = [];
  let nextId = 1;
  let closed = false;

  function finish(thread: Thread, result: ScoringResult) {
    const running = thread.running;
    if (!running) return;
    clearTimeout(running.timer);
    thread.running = undefined;
    running.resolve(result);
    next();
  }

  function spawn(): Thread {
    const thread: Thread = { worker: startWorker(options.nice ?? 0), running: undefined };
    thread.worker.on('message', (result: ScoringTaskResult) => {
      if (thread.running?.task.id !== result.id) return;
      const { id: _id, ...rest } = result;
      finish(thread, rest);
    });
    const lost = (message: string) => {
      threads.delete(thread);
      finish(thread, { outcome: 'crashed', message });
    };
    thread.worker.on('error', (error) => lost(error.message));
    thread.worker.on('exit', (code) => lost(`scoring thread exited (${code})`));
    threads.add(thread);
    return thread;
  }

  function start(thread: Thread, { task, limitMs, resolve }: Waiting) {
    const timer = setTimeout(() => {
      // The thread may be deep in a loop: end it, and answer for it.
      threads.delete(thread);
      finish(thread, { outcome: 'timed-out', limitMs });
      void thread.worker.terminate();
    }, limitMs);
    thread.running = { task, resolve, timer };
    thread.worker.postMessage(task);
  }

  function next() {
    while (waiting.length > 0 && !closed) {
      let thread = [...threads].find((t) => !t.running);
      if (!thread && threads.size < options.threads) thread = spawn();
      if (!thread) return;
      start(thread, waiting.shift()!);
    }
  }

  return {
    score(task, limitMs) {
      if (closed) return Promise.resolve({ outcome: 'crashed', message: 'scoring pool closed' });
      return new Promise<ScoringResult>((resolve) => {
        waiting.push({ task: { ...task, id: nextId++ }, limitMs, resolve });
        next();
      });
    },
    async close() {
      closed = true;
      for (const item of waiting.splice(0)) item.resolve({ outcome: 'crashed', message: 'scoring pool closed' });
      const all = [...threads];
      for (const thread of all) {
        threads.delete(thread);
        finish(thread, { outcome: 'crashed', message: 'scoring pool closed' });
      }
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}
