import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { apiLang, pageLang } from '../i18n/lang';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Language, request id, security headers and the cross-site request check, for every route. */
export function registerRequestHooks(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh-CN');

  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = request.routeOptions.config.page
      ? pageLang({ path: request.url, query: query?.lang, cookie: request.cookies.lang })
      : apiLang({ cookie: request.cookies.lang, header: request.headers['x-lang'], acceptLanguage: request.headers['accept-language'] });
  });

  // A browser names the page a request comes from; state may change only from our own pages or
  // from the platform's sites. Programs that send no Origin are not browsers and pass.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const self = `${request.protocol}://${request.host}`;
    if (origin !== self && !app.sso.trustedOrigins.includes(origin)) throw errors.foreignOrigin();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Not no-referrer: browsers then send `Origin: null` with the pages' own form posts, and the
    // origin check above would refuse every sign-in. same-origin still hides the return address.
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
    // Answers carry tokens and personal data: no shared or browser cache keeps them.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
