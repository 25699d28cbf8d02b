import {
  deleteEdition,
  deleteExpert,
  deletePage,
  getPage,
  listEditions,
  listExperts,
  listPages,
  putEdition,
  putExpert,
  putPage,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import * as pages from './service';

async function pagesRoutes(app: FastifyInstance) {
  route(app, listPages, (request) => pages.listPages(app, request.params.section, request.lang, new Date()));
  route(app, getPage, (request) => pages.readPage(app, request.params.section, request.params.slug, request.lang, new Date()));
  route(app, listEditions, (request) => pages.listEditions(app, request.lang));
  route(app, listExperts, (request) => pages.listExperts(app, request.query.type, request.lang));

  // Staff endpoints in the contract: route() lets only STAFF_ACCOUNTS through.
  route(app, putPage, (request) => pages.writePage(app.db, request.params.section, request.params.slug, request.body, new Date()));
  route(app, deletePage, (request) => pages.deletePage(app.db, request.params.section, request.params.slug));
  route(app, putEdition, (request) => pages.writeEdition(app.db, request.params.year, request.body));
  route(app, deleteEdition, (request) => pages.deleteEdition(app.db, request.params.year));
  route(app, putExpert, (request) => pages.writeExpert(app.db, request.params.slug, request.body));
  route(app, deleteExpert, (request) => pages.deleteExpert(app.db, request.params.slug));
}

export default fp(pagesRoutes, { name: 'pages-routes', fastify: '5.x', encapsulate: true, dependencies: ['database', 'auth', 'errors'] });
