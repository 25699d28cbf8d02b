import { getSmartInput, SMART_INPUT } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { suggestions } from './repository';

/** Asked while the user types (debounced by the page): bounded per client so it cannot scan the table. */
export function smartInputRoutes(app: FastifyInstance) {
  route(app, getSmartInput, (request) => suggestions(app.db, request.query.kind, request.query.keyword, SMART_INPUT.limit), {
    config: { rateLimit: { max: SMART_INPUT.perMinute, timeWindow: '1 minute' } },
  });
}
