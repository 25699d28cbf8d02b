import { DEFAULT_LANG, type Lang } from '@dcic/shared/contract';
import { negotiateLang } from '@dcic/shared/server';

/** JSON API: `lang` cookie, else `x-lang` header, else Accept-Language, else zh-CN. */
export function apiLang(input: { cookie?: string | undefined; header?: unknown; acceptLanguage?: string | undefined }): Lang {
  return negotiateLang(input.cookie) ?? negotiateLang(input.header) ?? negotiateLang(input.acceptLanguage) ?? DEFAULT_LANG;
}

/** Pages: `/zh-cn/…` or `/en-us/…` prefix, else `lang` query, else `lang` cookie, else zh-CN. */
export function pageLang(input: { path: string; query?: unknown; cookie?: string | undefined }): Lang {
  return pathLang(input.path) ?? negotiateLang(input.query) ?? negotiateLang(input.cookie) ?? DEFAULT_LANG;
}

function pathLang(path: string): Lang | undefined {
  const match = /^\/(zh-cn|en-us)(?:\/|$)/i.exec(path);
  return match ? negotiateLang(match[1]) : undefined;
}
