export const SUPPORTED_LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Canonical spelling of a supported locale, accepting any case (`en-us`, `EN-US`); null otherwise. */
export function normaliseLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted) ?? null;
}

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The language switch only ever flips between the two supported languages. */
export function toggleLocale(current: Locale | string): Locale {
  return normaliseLocale(current) === 'en-US' ? 'zh-CN' : 'en-US';
}
