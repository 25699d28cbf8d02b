import enUS from './messages/en-US.json';
import zhCN from './messages/zh-CN.json';
import type { Locale } from './locales';

export type SharedMessageId = keyof typeof zhCN;

/** Messages of the shared UI pieces; I18nProvider merges them under every area's own catalog. */
export const sharedMessages: Record<Locale, Record<SharedMessageId, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};
