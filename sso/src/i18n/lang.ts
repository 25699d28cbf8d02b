import { DEFAULT_LANG, type Lang } from './messages';

/** `zh-CN`, `zh`, `en-us`, `en-GB`… to a supported language, or null. */
export function toLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  return null;
}

/** The supported language the Accept-Language header prefers most, honouring q values. */
export function fromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { lang: toLang(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry): entry is { lang: Lang; weight: number; index: number } => entry.lang !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang ?? null;
}

/** JSON API: `lang` cookie, else `x-lang` header, else Accept-Language, else zh-CN. */
export function apiLang(input: { cookie?: string | undefined; header?: unknown; acceptLanguage?: string | undefined }): Lang {
  return toLang(input.cookie) ?? toLang(input.header) ?? fromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LANG;
}

/** Pages: `/zh-cn/…` or `/en-us/…` prefix, else `lang` query, else `lang` cookie, else zh-CN. */
export function pageLang(input: { path: string; query?: unknown; cookie?: string | undefined }): Lang {
  return pathLang(input.path) ?? toLang(input.query) ?? toLang(input.cookie) ?? DEFAULT_LANG;
}

export function pathLang(path: string): Lang | null {
  const match = /^\/(zh-cn|en-us)(?:\/|$)/i.exec(path);
  return match ? toLang(match[1]) : null;
}
