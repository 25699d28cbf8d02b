import type { FastifyInstance } from 'fastify';

/** The public keys that verify session tokens, for the API and any other relying party. */
export async function jwksRoutes(app: FastifyInstance): Promise<void> {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply
      // Public data: any origin may read it, and caches may keep it for a few minutes.
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300');
    return { keys: app.sso.keys.publicJwks };
  });
}
