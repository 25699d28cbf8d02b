import { normaliseLocale, type Locale } from './locales';

export const LANG_COOKIE = 'lang';
export const LANG_STORAGE_KEY = 'dcic.lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface SavedLocaleSources {
  cookie?: string;
  storage?: Pick<Storage, 'getItem'> | null;
}

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage access throws in some privacy modes; the language then simply is not remembered.
    return null;
  }
}

/**
 * The language the visitor chose before. The cookie wins because the servers read it too
 * (the API words its messages by the `lang` cookie), so it is what the rest of the site uses.
 */
export function readSavedLocale(sources: SavedLocaleSources = {}): Locale | null {
  const cookie = sources.cookie ?? (typeof document === 'undefined' ? '' : document.cookie);
  const fromCookie = normaliseLocale(readCookie(cookie, LANG_COOKIE));
  if (fromCookie) return fromCookie;
  const storage = sources.storage === undefined ? safeLocalStorage() : sources.storage;
  try {
    return normaliseLocale(storage?.getItem(LANG_STORAGE_KEY));
  } catch {
    return null;
  }
}

export interface SaveLocaleTargets {
  storage?: Pick<Storage, 'setItem'> | null;
  doc?: { cookie: string } | null;
}

export function saveLocale(locale: Locale, targets: SaveLocaleTargets = {}): void {
  const storage = targets.storage === undefined ? safeLocalStorage() : targets.storage;
  try {
    storage?.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // A full or blocked storage must not stop the switch; the cookie below still carries it.
  }
  const doc = targets.doc === undefined ? (typeof document === 'undefined' ? null : document) : targets.doc;
  if (doc) doc.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
