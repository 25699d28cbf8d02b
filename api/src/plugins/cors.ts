import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * CORS only for the site's own origin (`PUBLIC_URL`): a page of any other origin may send what a form
 * could (and the same-origin-writes check refuses it when it changes state), but its script never
 * reads an answer. Preflights from other origins get no permission either.
 */
async function corsPlugin(app: FastifyInstance) {
  const site = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== site) return;
    reply.header('access-control-allow-origin', site);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', 'content-type, authorization, x-lang, token');
      reply.header('access-control-max-age', '600');
    }
  });
  // A preflight is answered, with permission only for the site (above); never a route of its own.
  app.options('*', { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());
}

export default fp(corsPlugin, { name: 'cors', fastify: '5.x', dependencies: ['config'] });
