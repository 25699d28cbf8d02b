import { t, type Lang } from '../i18n/messages';
import { errorBanner, layout } from './html';

/** For failures outside a form (unknown errors, throttling before the page could render). */
export function renderErrorPage({ lang, message, backHref }: { lang: Lang; message: string; backHref: string }): string {
  return layout({ lang, heading: t(lang, 'page.error.heading'), content: errorBanner(message), backHref });
}
