import { DEFAULT_LANG, LANGS, type Lang } from '@dcic/shared/contract';
import type { FastifyRequest } from 'fastify';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Maps a language tag of Accept-Language or x-lang ("en", "en-GB", "zh-Hans-CN") to ours. */
function fromTag(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return undefined;
}

function fromAcceptLanguage(header: string): Lang | undefined {
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: fromTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry): entry is { lang: Lang; weight: number; index: number } => entry.lang !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Language of the messages for this request: `lang` cookie, else `x-lang` header, else
 * Accept-Language, else zh-CN. Reads the raw cookie header too, because errors can be raised before
 * the cookie parser has run.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> }): Lang {
  const cookie = request.cookies?.lang ?? cookieValue(request.headers.cookie, 'lang');
  if (isLang(cookie)) return cookie;
  const xLang = request.headers['x-lang'];
  if (typeof xLang === 'string') {
    if (isLang(xLang)) return xLang;
    const mapped = fromTag(xLang);
    if (mapped) return mapped;
  }
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string') {
    const mapped = fromAcceptLanguage(accept);
    if (mapped) return mapped;
  }
  return DEFAULT_LANG;
}
