import { createIntl, type IntlShape } from 'react-intl';
import enUS from './messages/en-US.json';
import zhCN from './messages/zh-CN.json';
import type { Locale } from './locales';

export type SharedMessageId = keyof typeof zhCN;

/**
 * Messages of the shared UI pieces; I18nProvider merges them under every area's own catalog. In pages
 * they arrive compiled (scripts/webpack/catalog-loader.js): show one through a formatter (useIntl,
 * sharedText), never as it is.
 */
export const sharedMessages: Record<Locale, Record<SharedMessageId, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

const formatters = new Map<Locale, IntlShape>();

/** A shared message as text, where no React tree gives an `intl` (an upload's error, the last-resort notice). */
export function sharedText(locale: Locale, id: SharedMessageId): string {
  let intl = formatters.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: sharedMessages[locale] });
    formatters.set(locale, intl);
  }
  return intl.formatMessage({ id });
}
