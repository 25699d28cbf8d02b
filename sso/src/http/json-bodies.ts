import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors';

/** Only JSON bodies: a cross-site HTML form cannot send them without a CORS preflight. */
export function requireJsonBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.method === 'POST' && !isJson(request.headers['content-type'])) throw errors.invalid('error.contentType');
  });
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');
}
