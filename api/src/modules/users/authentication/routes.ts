// Identity authentication of the signed-in user, and the staff decision on it.
import {
  DOCUMENT_LIMITS,
  getAuthentication,
  reviewAuthentication as reviewAuthenticationEndpoint,
  submitAuthentication,
  uploadAuthenticationDocument,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { strictLimit } from '../../../plugins/rate-limit';
import type { FileStore } from '../../../lib/file-store';
import { readUpload } from '../uploads/read-upload';
import { findAuthentication, reviewAuthentication, submitDetails, toRecord, uploadDocument } from './service';

export function authenticationRoutes(app: FastifyInstance, store: FileStore) {
  const limited = { config: { rateLimit: strictLimit } };

  route(app, getAuthentication, async (request) => toRecord(await findAuthentication(app.db, signedInUser(request).id)));

  route(app, submitAuthentication, (request) => submitDetails(app.db, store, signedInUser(request), request.body), limited);

  route(
    app,
    uploadAuthenticationDocument,
    async (request) => {
      const user = signedInUser(request);
      const record = await findAuthentication(app.db, user.id);
      // Read at most one byte past the kind's limit, so an oversize file is refused while streaming.
      const limit = DOCUMENT_LIMITS[record?.authType ?? 'overseas'].maxBytes;
      return uploadDocument(app.db, store, user, await readUpload(request, limit, uploadAuthenticationDocument.multipart.file));
    },
    limited,
  );

  route(app, reviewAuthenticationEndpoint, (request) => reviewAuthentication(app, request.params.userId, request.body));
}
