import multipart from '@fastify/multipart';
import { createSubmission, PREDICTION_MAX_BYTES } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import * as submissions from './service';

async function submissionsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fileSize: PREDICTION_MAX_BYTES, fields: 5 } });

  route(app, createSubmission, async (request) => {
    const user = signedInUser(request);
    // Refuse before reading the body: a refused upload costs no disk.
    await submissions.checkSubmission(app, request.params.id, user);
    const file = request.isMultipart() ? await request.file().catch(() => raise('BAD_REQUEST')) : undefined;
    return submissions.createSubmission(app, request.params.id, user, file, request.lang);
  });
}

export default fp(submissionsRoutes, {
  name: 'submissions-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['auth', 'jobs', 'file-store'],
});
