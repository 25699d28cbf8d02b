export type Locale = 'zh-CN' | 'en-US';

function normalise(value: string | null | undefined): Locale | null {
  const lower = value?.trim().toLowerCase();
  if (lower === 'zh-cn' || lower === 'zh') return 'zh-CN';
  if (lower === 'en-us' || lower === 'en') return 'en-US';
  return null;
}

/** Same precedence as the browser side: `lang` query parameter, then the saved language, then zh-CN. */
export function localeOf(query: string | undefined, cookie: string | undefined): Locale {
  return normalise(query) ?? normalise(cookie) ?? 'zh-CN';
}
