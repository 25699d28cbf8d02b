import { deleteSpecial, getSpecialConfig, getSpecialNews, getSpecialPage, listSpecials, putSpecial } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import * as special from './service';

async function specialRoutes(app: FastifyInstance) {
  route(app, listSpecials, (request) => special.listSpecials(app, request.lang));
  route(app, getSpecialConfig, (request) => special.specialConfig(app, request.params.name, request.lang));
  route(app, getSpecialPage, (request) => special.specialPage(app, request.params.name, request.lang));
  route(app, getSpecialNews, (request) => special.specialNews(app, request.params.name, request.params.slug, request.lang));
  // Staff endpoints in the contract: route() lets only STAFF_ACCOUNTS through.
  route(app, putSpecial, (request) => special.writeSpecial(app.db, request.params.name, request.body));
  route(app, deleteSpecial, (request) => special.deleteSpecial(app.db, request.params.name));
}

export default fp(specialRoutes, {
  name: 'special-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'auth', 'errors'],
});
