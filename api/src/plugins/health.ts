import { envelope, HealthStatus } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { raise } from '../errors/app-error';
import { errorResponses, ok } from '../lib/route-schema';

/** Liveness and readiness for the load balancer; exempt from rate limits, as probes come often. */
async function healthPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: envelope(HealthStatus) } },
    },
    async () => ok({ ok: true as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: envelope(HealthStatus), ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        raise('NOT_READY');
      }
      return ok({ ok: true as const });
    },
  );
}

export default fp(healthPlugin, { name: 'health', fastify: '5.x', dependencies: ['database', 'errors'] });
