import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, toSsoError, type SsoError } from '../errors';
import { t } from '../i18n/messages';
import { renderErrorPage } from '../pages/error-page';
import { sendPage } from './page-reply';

/** The one place errors become responses: the envelope for the API, a small page for pages. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const failure = toSsoError(error);
    if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, failure);
  });

  app.setNotFoundHandler(async (request, reply) => sendError(request, reply, errors.notFound()));
}

function sendError(request: FastifyRequest, reply: FastifyReply, failure: SsoError) {
  const message = t(request.lang, failure.messageKey, failure.params);
  reply.code(failure.statusCode).headers(failure.headers);
  if (request.routeOptions.config.page) {
    const backHref = request.server.sso.fallbackRedirect;
    return sendPage(reply, renderErrorPage({ lang: request.lang, message, backHref }), failure.statusCode);
  }
  return reply.send({ status: failure.errno, message, errno: failure.errno });
}
