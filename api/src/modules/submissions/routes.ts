import multipart from '@fastify/multipart';
import { createSubmission, getRescore, PREDICTION_MAX_BYTES, requestRescore } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { inField } from '../../lib/upload-field';
import { signedInUser, staffAccount } from '../../plugins/auth';
import * as rescore from './rescore';
import { followScores } from './scores-changed';
import * as submissions from './service';

async function submissionsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fileSize: PREDICTION_MAX_BYTES, fields: 5 } });
  // Scores written by any process (worker processes included) refresh this process's leaderboards.
  await followScores(app);

  route(app, createSubmission, async (request) => {
    const user = signedInUser(request);
    // Refuse before reading the body: a refused upload costs no disk.
    await submissions.checkSubmission(app, request.params.id, user);
    const part = request.isMultipart() ? await request.file().catch(() => raise('BAD_REQUEST')) : undefined;
    const file = await inField(part, createSubmission.multipart.file);
    return submissions.createSubmission(app, request.params.id, user, file, request.lang);
  });

  route(app, requestRescore, (request) => rescore.requestRescore(app, request.params.id, request.body.submissionId, staffAccount(request)));
  route(app, getRescore, (request) => rescore.rescoreProgress(app.db, request.params.id, request.params.rescoreId));
}

export default fp(submissionsRoutes, {
  name: 'submissions-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['auth', 'jobs', 'file-store'],
});
