// A scoring worker process: takes scoring jobs from the queue (PostgreSQL) and scores them in its
// threads until SIGTERM or SIGINT, letting the jobs in hand finish. Run beside APIs started with
// SCORING_IN_API=0 (docs/deploy.md).
import { setPriority } from 'node:os';
import { buildWorker } from './app';
import { loadConfig } from './lib/config';

async function main() {
  // The embedded database is opened by one process only: workers of their own need PostgreSQL.
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('a scoring worker process needs DATABASE_URL (PostgreSQL)');
  // Scoring is batch work: the whole process runs at the scoring threads' nice value, its main thread
  // (reading files, writing scores) included, before any other thread starts (Linux threads inherit
  // it), so on shared cores the APIs' requests and the database go first.
  if (process.platform === 'linux' && config.scoringNice > 0) {
    try {
      setPriority(config.scoringNice);
    } catch {
      // Not allowed here: run at the priority the process was given.
    }
  }
  const app = await buildWorker();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A job in hand ends within the time limit; past it, leave anyway (the queue retries the job).
    setTimeout(() => process.exit(1), app.config.scoringTimeLimitMs + 15_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown did not finish');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  await app.ready();
  app.log.info({ threads: app.config.scoringThreads }, 'scoring worker ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
