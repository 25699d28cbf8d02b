// The site's proxies: /api and /set-language to the API, /sso/proxy/* to the SSO. The browser reaches
// both services only through them, so they decide what the services learn about the client.
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import proxy from '@fastify/http-proxy';
import { DEFAULT_LANG, Errno } from '@dcic/shared/contract';
import { BODY_TOO_LARGE_MESSAGES, negotiateLang, SSO_BODY_LIMIT } from '@dcic/shared/server';
import { parseCookie } from 'cookie';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ShellConfig } from './config';

/**
 * The client's address, as this server sees it (its peer, or what a trusted proxy in front of it
 * said), replaces whatever X-Forwarded-* the client sent: the API and SSO trust this server, so a
 * header passed through would let a client invent addresses and get a fresh rate-limit budget each.
 */
function forwardedFor(request: Pick<FastifyRequest, 'ip'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const {
    'x-forwarded-for': _for,
    'x-forwarded-host': _host,
    'x-forwarded-proto': _proto,
    'x-forwarded-port': _port,
    forwarded: _forwarded,
    'x-real-ip': _realIp,
    ...rest
  } = headers;
  return { ...rest, 'x-forwarded-for': request.ip };
}

function languageOf(request: FastifyRequest) {
  const cookie = request.headers.cookie ? parseCookie(request.headers.cookie).lang : undefined;
  return (
    negotiateLang(cookie) ?? negotiateLang(request.headers['x-lang']) ?? negotiateLang(request.headers['accept-language']) ?? DEFAULT_LANG
  );
}

interface Target {
  upstream: string;
  prefix: string;
  rewritePrefix: string;
  /** The upstream's own body limit. */
  bodyLimit: number;
  timeout?: number;
}

/**
 * One proxy whose bodies are read here first, up to the upstream's limit (by Content-Length at once,
 * by counting for chunked bodies): a larger one gets 413 in the API's envelope and is never sent. An
 * upstream that refuses a body while it is still being sent breaks the proxied connection (a 500
 * for the client). Multipart uploads stream through: the API limits them file by file.
 */
async function proxyTo(app: FastifyInstance, target: Target) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
    // Handed on as a stream: the proxy would re-encode a JSON body it received parsed.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: target.bodyLimit }, (_request, body, done) =>
      done(null, Readable.from([body])),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      const errno = Errno.payloadTooLarge;
      return reply.code(413).send({ status: errno, message: BODY_TOO_LARGE_MESSAGES[languageOf(request)], errno });
    });
    await scope.register(proxy, {
      upstream: target.upstream,
      prefix: target.prefix,
      rewritePrefix: target.rewritePrefix,
      proxyPayloads: false,
      replyOptions: { rewriteRequestHeaders: forwardedFor },
      ...(target.timeout ? { http: { requestOptions: { timeout: target.timeout } } } : {}),
    });
  });
}

export async function registerProxies(app: FastifyInstance, config: ShellConfig) {
  const api = { upstream: config.apiUrl, bodyLimit: config.bodyLimit };
  await proxyTo(app, { ...api, prefix: '/api', rewritePrefix: '/api', timeout: 70_000 });
  await proxyTo(app, { ...api, prefix: '/set-language', rewritePrefix: '/set-language' });
  await proxyTo(app, { upstream: config.ssoUrl, prefix: '/sso/proxy', rewritePrefix: '', bodyLimit: SSO_BODY_LIMIT });
}
