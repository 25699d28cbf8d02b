import { getEnterpriseApplication, submitEnterpriseApplication } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { latestApplication, submitApplication } from './service';

export function enterpriseRoutes(app: FastifyInstance) {
  route(app, getEnterpriseApplication, (request) => latestApplication(app.db, signedInUser(request)));
  route(app, submitEnterpriseApplication, (request) => submitApplication(app.db, signedInUser(request), request.body));
}
