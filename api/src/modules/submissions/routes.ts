import multipart from '@fastify/multipart';
import { envelope, UploadResult } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/route-schema';
import { raise } from '../../errors/app-error';
import { signedInUser } from '../../plugins/auth';
import { scoreSubmission, SCORING_JOB } from './scoring-job';
import { checkSubmission, PREDICTION_MAX_BYTES, upload } from './service';

async function submissionsRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: { files: 1, fileSize: PREDICTION_MAX_BYTES, fields: 5 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await app.jobs.work<{ submissionId: number }>(SCORING_JOB, (data, job) => scoreSubmission(app, data.submissionId, job));

  app.post(
    '/api/competitions/:id/uploads',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'Upload a prediction file (computing) or a document (solution); multipart field `file`',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: envelope(UploadResult), ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // Refuse before reading the body: a refused upload costs no disk.
      await checkSubmission(app, request.params.id, user);
      const file = request.isMultipart() ? await request.file().catch(() => raise('BAD_REQUEST')) : undefined;
      return ok(await upload(app, request.params.id, user, file, request.lang));
    },
  );
}

export default fp(submissionsRoutes, { name: 'submissions-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth', 'jobs'] });
