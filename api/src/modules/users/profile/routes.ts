import { getDynamics, getProfile, getTabContent } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { contentOf, dynamicsOf, loadProfile } from './service';

export function profileRoutes(app: FastifyInstance) {
  route(app, getProfile, (request) => loadProfile(app.db, signedInUser(request), request.params.id));
  route(app, getDynamics, (request) => dynamicsOf(app.db, signedInUser(request), request.params.id, request.query));
  route(app, getTabContent, (request) => contentOf(app.db, signedInUser(request), request.params.id, request.params.tab));
}
