import { changeApplicationStatus, listApplications, listMyApplications, submitApplication } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { strictLimit } from '../../plugins/rate-limit';
import { signedInUser, staffAccount } from '../../plugins/auth';
import * as organisers from './service';

async function organisersRoutes(app: FastifyInstance) {
  route(app, submitApplication, (request) => organisers.apply(app, signedInUser(request), request.body, new Date()), {
    config: { rateLimit: strictLimit },
  });
  route(app, listMyApplications, (request) => organisers.myApplications(app, signedInUser(request)));

  // Staff endpoints in the contract: route() lets only STAFF_ACCOUNTS through.
  route(app, listApplications, (request) =>
    organisers.listApplications(app, { status: request.query.status, page: request.query.page, perPage: request.query.per_page }),
  );
  route(app, changeApplicationStatus, (request) =>
    organisers.changeStatus(app, request.params.id, request.body.status, staffAccount(request), new Date()),
  );
}

export default fp(organisersRoutes, {
  name: 'organisers-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'auth', 'errors'],
});
