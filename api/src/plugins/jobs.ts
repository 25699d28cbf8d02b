import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { bossDatabase } from './jobs-database';
import { jobOwners, type JobOwners } from './job-owners';

/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: string;
  name: string;
  /** 0 on the first attempt; a crashed or failed job comes back with a higher count. */
  retryCount: number;
}

/**
 * Runs one job. Must be idempotent: a job whose worker crashed after writing is run again
 * (key the write on `job.id` or on the data, e.g. `insert … on conflict do nothing`).
 */
type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

interface SendOptions {
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
  retryLimit?: number;
  /** Higher runs first among due jobs of the queue (default 0). */
  priority?: number;
  /** A job running longer counts as crashed and is retried (default: the queue's, 300 s). */
  expireInSeconds?: number;
}

interface WorkOptions {
  /** Jobs of the queue this process runs at once (default 1). */
  concurrency?: number;
}

interface Jobs {
  /** Queues a job; resolves to its id. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Registers the handler of a queue (once per name). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** The data of the queue's jobs not finished yet (waiting, due for a retry, or running), in any process. */
  open<T extends object>(name: string): Promise<T[]>;
  /** Stops taking jobs and waits for the ones in hand (the app's close does it too; idempotent). */
  stop(): Promise<void>;
  /**
   * Runs every queued job to completion, including retries, until nothing is left (tests,
   * scripts). Resolves to how many attempts ran.
   */
  drain(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  /** Poll queues in the background (default true). Off: jobs run only through `drain()`. */
  workers?: boolean;
  /** How often an idle worker looks for jobs, in seconds (default 2). */
  pollingIntervalSeconds?: number;
}

const SCHEMA = 'pgboss';
// Retries wait 10 s, 20 s, 40 s…; a job running longer than expireInSeconds counts as crashed and is retried.
const QUEUE_DEFAULTS = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } as const;
const DRAIN_MAX_ROUNDS = 1000;
const QUEUE_CREATE_ATTEMPTS = 5;
/** How often a process looks for active jobs whose process died (job-owners.ts). */
const ORPHAN_SWEEP_MS = 3000;

async function jobsPlugin(app: FastifyInstance, options: JobsOptions) {
  const workers = options.workers ?? process.env.JOBS_WORKERS !== '0';
  // pg-boss's queries are counted, so that stopping waits for the last of them: a worker may be
  // fetching a job at the moment of the stop, and run it, and mark it done, after the stop began.
  const database = bossDatabase(app);
  let queriesInFlight = 0;
  const boss = new PgBoss({
    db: {
      async executeSql(text, values) {
        queriesInFlight += 1;
        try {
          return await database.executeSql(text, values);
        } finally {
          queriesInFlight -= 1;
        }
      },
    },
    schema: SCHEMA,
    // Maintenance (expiring crashed jobs so they are retried, archiving) runs with the workers.
    supervise: workers,
    schedule: false,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();

  // On PostgreSQL, jobs of a process that died are handed back at once (job-owners.ts).
  const databaseUrl = app.config.databaseUrl;
  const owners: JobOwners | undefined =
    workers && app.dbKind === 'postgres' && databaseUrl
      ? await jobOwners(databaseUrl, SCHEMA, boss.getDb(), (error) => app.log.warn({ err: error }, 'job owner lock lost'))
      : undefined;
  let sweeping = false;
  const sweep = owners
    ? setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        owners
          .orphans()
          .then(async (orphans) => {
            for (const job of orphans) {
              app.log.warn({ job }, 'job of a process that is gone: handed back to its queue');
              await boss.fail(job.name, job.id, { message: 'the process running the job is gone' });
            }
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'looking for jobs of stopped processes failed'))
          .finally(() => {
            sweeping = false;
          });
      }, ORPHAN_SWEEP_MS).unref()
    : undefined;

  const handlers = new Map<string, JobHandler<object>>();
  const queues = new Map<string, Promise<void>>();
  const running = new Set<Promise<unknown>>();
  let stopped: Promise<void> | undefined;

  function ensureQueue(name: string): Promise<void> {
    let ready = queues.get(name);
    if (!ready) {
      ready = (async () => {
        for (let attempt = 1; ; attempt++) {
          if (await boss.getQueue(name)) return;
          try {
            await boss.createQueue(name, { name, ...QUEUE_DEFAULTS });
            return;
          } catch (error) {
            // Another process is creating it at the same moment (processes starting together): its
            // transaction commits soon, and the queue is there on the next look.
            if (attempt >= QUEUE_CREATE_ATTEMPTS) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
          }
        }
      })();
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  }

  function run(name: string, job: PgBoss.Job<object>): Promise<void> {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for job queue ${name}`);
    const retryCount = (job as Partial<PgBoss.JobWithMetadata<object>>).retryCount ?? 0;
    const attempt = (async () => {
      await owners?.claim(name, job.id).catch((error: unknown) => app.log.warn({ err: error }, 'could not mark the job as ours'));
      return handler(job.data, { id: job.id, name, retryCount });
    })();
    running.add(attempt);
    void attempt.catch(() => undefined).finally(() => running.delete(attempt));
    return attempt;
  }

  const jobs: Jobs = {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      // pg-boss rejects keys that are present but undefined.
      const bossOptions: PgBoss.SendOptions = {};
      if (sendOptions.startAfterSeconds !== undefined) bossOptions.startAfter = sendOptions.startAfterSeconds;
      if (sendOptions.retryLimit !== undefined) bossOptions.retryLimit = sendOptions.retryLimit;
      if (sendOptions.priority !== undefined) bossOptions.priority = sendOptions.priority;
      if (sendOptions.expireInSeconds !== undefined) bossOptions.expireInSeconds = sendOptions.expireInSeconds;
      return boss.send(name, data, bossOptions);
    },

    async work(name, handler, workOptions = {}) {
      if (handlers.has(name)) throw new Error(`job queue ${name} already has a handler`);
      handlers.set(name, handler as JobHandler<object>);
      await ensureQueue(name);
      if (!workers) return;
      // pg-boss 10 runs one job at a time per worker; several workers on one queue run several at once.
      for (let k = 0; k < Math.max(1, workOptions.concurrency ?? 1); k++) {
        const worker: { id?: string } = {};
        worker.id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
          async (batch) => {
            for (const job of batch) await run(name, job);
            // A worker that has just finished a job looks for the next at once, instead of waiting
            // out the polling interval: under a queue, each worker runs jobs back to back.
            if (batch.length > 0 && worker.id) boss.notifyWorker(worker.id);
          },
        );
      }
    },

    async open<T extends object>(name: string) {
      const { rows } = await boss.getDb().executeSql(`select data from ${SCHEMA}.job where name = $1 and state < 'completed'`, [name]);
      return (rows as Array<{ data: T }>).map((row) => row.data);
    },

    stop() {
      stopped ??= (async () => {
        clearInterval(sweep);
        await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
        // Settled when, a timer tick after the last job and the last query, nothing has started again.
        do {
          await Promise.allSettled([...running]);
          await new Promise((resolve) => setTimeout(resolve, 10));
        } while (running.size > 0 || queriesInFlight > 0);
        await owners?.stop();
      })();
      return stopped;
    },

    async drain() {
      let attempts = 0;
      for (let round = 0; round < DRAIN_MAX_ROUNDS; round += 1) {
        await Promise.allSettled([...running]);
        const names = [...handlers.keys()];
        // Retries wait before they are due; a drain wants them now.
        await boss
          .getDb()
          .executeSql(`update ${SCHEMA}.job set start_after = now() where state = 'retry' and name = any($1::text[])`, [names]);
        let fetched = 0;
        for (const name of names) {
          const batch = await boss.fetch<object>(name, { batchSize: 50, includeMetadata: true });
          fetched += batch.length;
          for (const job of batch) {
            attempts += 1;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        }
        if (fetched > 0 || running.size > 0) continue;
        // A background worker may hold a job it fetched but has not started yet (or another
        // process runs one): settled means nothing due is left and nothing is being worked on.
        const [row] = (
          await boss.getDb().executeSql(
            `select count(*)::int as open from ${SCHEMA}.job where name = any($1::text[])
             and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
            [names],
          )
        ).rows as Array<{ open: number }>;
        if (!row || row.open === 0) return attempts;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('jobs did not settle');
    },
  };

  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
}

export default fp(jobsPlugin, { name: 'jobs', fastify: '5.x', dependencies: ['database'] });
