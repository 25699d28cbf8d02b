import type { Lang } from '@dcic/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorReply } from '../errors/to-envelope';
import { requestLanguage } from '../lib/language';
import { REQUEST_ID_HEADER } from '../lib/request-id';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages for this request (lang cookie, x-lang, Accept-Language, zh-CN). */
    readonly lang: Lang;
  }
}

/** Sends the error envelope; also used for errors Fastify raises before any hook runs. */
export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  const { statusCode, body, internal } = toErrorReply(error, request, lang);
  if (internal) request.log.error({ err: error }, 'request failed');
  else request.log.info({ errno: body.errno, code: (error as FastifyError).code }, error.message);
  reply.header(REQUEST_ID_HEADER, request.id);
  return reply.code(statusCode).send(body);
}

/**
 * One place that turns every failure into `{ status: errno, message, errno }` in the caller's
 * language, and puts `request-id` on every response.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));

  // An unknown route is rate limited too, or it becomes a free way to probe and load the API.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const error = Object.assign(new Error('Route not found'), { code: 'FST_ERR_NOT_FOUND', statusCode: 404 });
    return sendError(error, request, reply);
  });

  // Clients often send `content-type: application/json` on a DELETE without a body; that is not an
  // error. Everything else goes through Fastify's own parser (prototype-poisoning checks included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' above: the body is text here.
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(errorsPlugin, { name: 'errors', fastify: '5.x', dependencies: ['config', 'rate-limit'] });
