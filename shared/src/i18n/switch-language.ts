import { currentHref, goTo, reloadPage } from '../browser';
import { http as defaultHttp, type Http } from '../http';
import { langAtom } from '../session/atoms';
import { sessionStore } from '../session/store';
import { normaliseLocale, type Locale } from './locales';
import { saveLocale, type SaveLocaleTargets } from './saved-locale';

export interface SwitchLanguageOptions extends SaveLocaleTargets {
  http?: Http;
  reload?: () => void;
  navigate?: (url: string) => void;
  href?: string;
}

/**
 * Spec §4: tell the server first (`HEAD /set-language?lang=`), store the language only after it
 * agreed, then reload. On failure it rejects and nothing is stored, so the page and the server
 * never disagree about the language.
 */
export async function switchLanguage(lang: Locale | string, options: SwitchLanguageOptions = {}): Promise<void> {
  const locale = normaliseLocale(lang);
  if (!locale) throw new RangeError(`Unsupported language: ${String(lang)}`);
  await (options.http ?? defaultHttp).head('/set-language', { query: { lang: locale } });
  saveLocale(locale, options);
  sessionStore.set(langAtom, locale);
  const href = options.href ?? currentHref();
  const url = href ? new URL(href) : null;
  // A `lang` query parameter outranks the saved language, so keep it from undoing the switch.
  if (url?.searchParams.has('lang')) {
    url.searchParams.set('lang', locale);
    (options.navigate ?? goTo)(url.toString());
  } else {
    (options.reload ?? reloadPage)();
  }
}
