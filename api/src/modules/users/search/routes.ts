import { searchRecipients as searchRecipientsEndpoint } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { searchRecipients } from './service';

export function searchRoutes(app: FastifyInstance) {
  route(app, searchRecipientsEndpoint, (request) => searchRecipients(app.db, signedInUser(request), request.query));
}
