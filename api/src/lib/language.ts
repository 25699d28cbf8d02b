import { DEFAULT_LANG, type Lang } from '@dcic/shared/contract';
import { negotiateLang } from '@dcic/shared/server';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';

/**
 * Language of the messages for this request: `lang` cookie, else `x-lang` header, else
 * Accept-Language, else zh-CN. Reads the raw cookie header too, because errors can be raised before
 * the cookie parser has run.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> }): Lang {
  const cookie = request.cookies?.lang ?? (request.headers.cookie ? parseCookie(request.headers.cookie).lang : undefined);
  return (
    negotiateLang(cookie) ?? negotiateLang(request.headers['x-lang']) ?? negotiateLang(request.headers['accept-language']) ?? DEFAULT_LANG
  );
}
