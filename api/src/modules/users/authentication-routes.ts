// Identity authentication of the signed-in user, and the staff decision on it.
import { AuthenticationRecord, DOCUMENT_LIMITS, envelope, ReviewAuthenticationBody, SubmitAuthenticationBody } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { raise } from '../../errors/app-error';
import { errorResponses, ok } from '../../lib/route-schema';
import { signedInUser } from '../../plugins/auth';
import { strictLimit } from '../../plugins/rate-limit';
import { findAuthentication, isStaff, reviewAuthentication, submitDetails, toRecord, uploadDocument } from './authentication-service';
import type { FileStore } from './file-store';
import { readUpload } from './upload';

const tags = ['users'];
const security: Array<Record<string, string[]>> = [{ ssoCookie: [] }, { bearer: [] }];
const response = { 200: envelope(AuthenticationRecord), ...errorResponses(400, 401, 403, 404, 409, 413, 415) };

export function authenticationRoutes(fastify: FastifyInstance, store: FileStore) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  app.get('/api/users/authentication', { ...signedIn, schema: { tags, security, summary: 'My identity authentication (number masked)', response } }, async (request) =>
    ok(toRecord(await findAuthentication(app.db, signedInUser(request).id))),
  );

  app.post(
    '/api/v2/users/iden',
    { ...signedIn, config: { rateLimit: strictLimit }, schema: { tags, security, summary: 'Submit (or resubmit after failure) the details; the document photo follows', body: SubmitAuthenticationBody, response } },
    async (request) => ok(await submitDetails(app.db, store, signedInUser(request), request.body)),
  );

  app.post(
    '/api/users/authentication/document',
    {
      ...signedIn,
      config: { rateLimit: strictLimit },
      schema: {
        tags,
        security,
        summary: `The document photo (multipart, field file): mainland JPG/PNG up to ${DOCUMENT_LIMITS.mainland.maxBytes / 1024} KB, overseas JPG/PNG/BMP up to 3 MB. Stored privately, never served.`,
        consumes: ['multipart/form-data'],
        response,
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const record = await findAuthentication(app.db, user.id);
      // Read at most one byte past the kind's limit, so an oversize file is refused while streaming.
      const limit = DOCUMENT_LIMITS[record?.authType ?? 'overseas'].maxBytes;
      return ok(await uploadDocument(app.db, store, user, await readUpload(request, limit)));
    },
  );

  app.post(
    '/api/users/authentication/:userId/review',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Staff only (STAFF_ACCOUNTS): approve or reject (with a reason) an authentication under review',
        params: z.object({ userId: z.string().max(32) }),
        body: ReviewAuthenticationBody,
        response,
      },
    },
    async (request) => {
      if (!isStaff(app, request.identity?.account)) raise('FORBIDDEN');
      return ok(await reviewAuthentication(app, request.params.userId, request.body));
    },
  );
}
