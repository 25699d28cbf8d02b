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

  // Cross-site request forgery: a browser names the page a request comes from, and state may change
  // only from our own pages or from the platform's sites, whatever the content type (a form post
  // needs no preflight). It passes with `Sec-Fetch-Site: same-origin` or an `Origin` that is ours or
  // an allowed origin's; a request with neither header is not a web page's (programs, the API) and
  // passes. The same rule as the API's (api/src/plugins/same-origin-writes.ts).
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'same-origin') return;
    if (origin === undefined && fetchSite === undefined) return;
    const self = `${request.protocol}://${request.host}`;
    if (origin !== undefined && (origin === self || app.sso.trustedOrigins.includes(origin))) return;
    throw errors.foreignOrigin();
  });

  // CORS only for the platform's own origins (SSO_ALLOWED_ORIGINS and this service's): a page of any
  // other origin may send what a form could, but never reads an answer.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !app.sso.trustedOrigins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
  });
  app.options('*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && app.sso.trustedOrigins.includes(origin)) {
      reply.header('access-control-allow-methods', 'GET, POST, DELETE');
      reply.header('access-control-allow-headers', 'content-type, authorization, x-lang');
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
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
