import { getSpecialConfig } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { specialConfig } from './service';

async function specialRoutes(app: FastifyInstance) {
  route(app, getSpecialConfig, (request) => specialConfig(app, request.params.name, request.lang));
}

export default fp(specialRoutes, { name: 'special-routes', fastify: '5.x', encapsulate: true, dependencies: ['database', 'errors'] });
