import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../errors/app-error';

const APP_TIMESTAMP_HEADER = 'x-application-timestamp';

/**
 * A page loaded before an incompatible release sends its old app timestamp; answering e30200 makes
 * the client reload instead of calling endpoints whose contract changed. Off unless
 * APP_MIN_TIMESTAMP is set; a missing or non-numeric header is let through.
 */
async function appVersionPlugin(app: FastifyInstance) {
  const minimum = app.config.appMinTimestamp;
  if (minimum === undefined) return;
  app.addHook('onRequest', async (request) => {
    const sent = request.headers[APP_TIMESTAMP_HEADER];
    if (typeof sent !== 'string' || !/^\d{1,16}$/.test(sent)) return;
    if (Number(sent) < minimum) raise('STALE_APP_VERSION');
  });
}

export default fp(appVersionPlugin, { name: 'app-version', fastify: '5.x', dependencies: ['config', 'errors'] });
