import { DEFAULT_LANG, LANGS } from '@dcic/shared/constants';
import { negotiateLang } from '@dcic/shared/server';

export type Locale = (typeof LANGS)[number];

/** Same precedence as the browser side: `lang` query parameter, then the saved language, then zh-CN. */
export function localeOf(query: string | undefined, cookie: string | undefined): Locale {
  return negotiateLang(query) ?? negotiateLang(cookie) ?? DEFAULT_LANG;
}
