// Languages of the platform: the UI, the messages of every service and the `lang` cookie. The
// contract's `Lang` schema and type are built from this list.

export const LANGS = ['zh-CN', 'en-US'] as const;
type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

// Visit tracking (`/api/visited`): limits of what a page reports about each navigation.
export const VISIT_LIMITS = { hostname: 255, path: 500, fullPath: 2000, id: 64 } as const;
/** Days of visit totals the staff endpoint answers at most. */
export const VISIT_DAYS_MAX = 366;

/** A browser's fingerprint (cookie DF_FP): 32 hexadecimal digits, random, set once per browser. */
export const FINGERPRINT_COOKIE = 'DF_FP';
export const FINGERPRINT_PATTERN = /^[0-9a-f]{32}$/;
