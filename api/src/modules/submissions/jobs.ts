// Job workers of the submissions module: scoring of uploaded prediction files.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SCORING_JOB, scoreSubmission } from './score-submission';

async function submissionsJobs(app: FastifyInstance) {
  await app.jobs.work<{ submissionId: number }>(SCORING_JOB, (data, job) => scoreSubmission(app, data.submissionId, job));
}

export default fp(submissionsJobs, {
  name: 'submissions-jobs',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'jobs', 'file-store'],
});
