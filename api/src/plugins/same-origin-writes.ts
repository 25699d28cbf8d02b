import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../errors/app-error';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a state-changing request a browser sends for a page of another origin
 * is refused, whatever its content type. SameSite=Lax cookies alone let a form on another port of the
 * same host through, since the browser counts it as the same site. The browser's own words decide:
 * `Sec-Fetch-Site: same-origin`, or an `Origin` that is the site's (`PUBLIC_URL`). A request with
 * neither header does not come from a web page (a script, a service, a test) and carries no
 * visitor's intent to forge.
 */
async function sameOriginWritesPlugin(app: FastifyInstance) {
  const site = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (fetchSite === 'same-origin') return;
    if (fetchSite === undefined && origin === undefined) return;
    if (origin === site) return;
    raise('CROSS_SITE_WRITE');
  });
}

export default fp(sameOriginWritesPlugin, { name: 'same-origin-writes', fastify: '5.x', dependencies: ['config', 'errors'] });
