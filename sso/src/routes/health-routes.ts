import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

// Probes are never rate limited: a busy load balancer must not take the service out of rotation.
const probe = { config: { rateLimit: false } } as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', probe, async () => ({ status: 'e200', data: { ok: true } }));

  app.get('/readyz', probe, async (request) => {
    try {
      await app.sso.db.query('select 1');
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      throw errors.notReady();
    }
    return { status: 'e200', data: { ok: true, database: app.sso.db.engine } };
  });
}
