// Job workers of the submissions module: scoring of uploaded prediction files and re-scores, in a
// pool of scoring threads (SCORING_THREADS) that this process runs as many jobs at once as it has.
// The API registers it unless SCORING_IN_API is off (worker processes, worker.ts, then score); a
// worker process registers it with `score: true`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScoringPool } from '../../scoring';
import { requeueLost, REQUEUE_EVERY_MS } from './requeue-lost';
import { rescoreSubmission } from './rescore';
import { SCORING_JOB, scoreSubmission, type ScoringJob } from './score-submission';

interface SubmissionsJobsOptions {
  /** Score in this process whatever SCORING_IN_API says (worker processes). */
  score?: boolean;
}

async function submissionsJobs(app: FastifyInstance, options: SubmissionsJobsOptions) {
  if (!(options.score ?? app.config.scoringInApi)) return;
  const pool = createScoringPool({ threads: app.config.scoringThreads, nice: app.config.scoringNice });
  // The jobs in hand finish before their threads end.
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await pool.close();
  });
  await app.jobs.work<ScoringJob>(
    SCORING_JOB,
    (data, job) =>
      data.rescoreId === undefined
        ? scoreSubmission(app, pool, data.submissionId, job)
        : rescoreSubmission(app, pool, data.rescoreId, data.submissionId, job),
    { concurrency: app.config.scoringThreads },
  );
  const sweep = setInterval(() => {
    requeueLost(app).catch((error: unknown) => app.log.error({ err: error }, 'looking for files without a scoring job failed'));
  }, REQUEUE_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(submissionsJobs, {
  name: 'submissions-jobs',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'jobs', 'file-store'],
});
