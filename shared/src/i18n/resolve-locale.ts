import { DEFAULT_LOCALE, normaliseLocale, type Locale } from './locales';
import { readSavedLocale } from './saved-locale';

export interface ResolveLocaleInput {
  /** Query string of the address, with or without the leading `?`. Defaults to the current one. */
  search?: string;
  /** The saved language. Defaults to the `lang` cookie, then localStorage `dcic.lang`. */
  saved?: string | null;
}

/** Spec: the `lang` query parameter first, then the saved language, else zh-CN. */
export function resolveLocale(input: ResolveLocaleInput = {}): Locale {
  const search = input.search ?? (typeof location === 'undefined' ? '' : location.search);
  const fromQuery = normaliseLocale(new URLSearchParams(search).get('lang'));
  if (fromQuery) return fromQuery;
  const saved = input.saved === undefined ? readSavedLocale() : input.saved;
  return normaliseLocale(saved) ?? DEFAULT_LOCALE;
}
