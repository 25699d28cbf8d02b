import { DEFAULT_LANG, isLang, LANGS } from '../contract/constants/common';

// The platform's one language list, under the names the pages use.
export const SUPPORTED_LOCALES = LANGS;
export type Locale = (typeof LANGS)[number];
export const DEFAULT_LOCALE: Locale = DEFAULT_LANG;
export const isSupportedLocale = isLang;

/** Canonical spelling of a supported locale, accepting any case (`en-us`, `EN-US`); null otherwise. */
export function normaliseLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted) ?? null;
}

/** The language switch only ever flips between the two supported languages. */
export function toggleLocale(current: Locale | string): Locale {
  return normaliseLocale(current) === 'en-US' ? 'zh-CN' : 'en-US';
}
