export { SUPPORTED_LOCALES, DEFAULT_LOCALE, normaliseLocale, isSupportedLocale, toggleLocale, type Locale } from './locales';
export { resolveLocale, type ResolveLocaleInput } from './resolve-locale';
export { readSavedLocale, LANG_COOKIE, LANG_STORAGE_KEY } from './saved-locale';
export { switchLanguage, type SwitchLanguageOptions } from './switch-language';
export { I18nProvider, defaultIntlOnError, type I18nProviderProps } from './i18n-provider';
export { formatNumber, type FormatNumberOptions } from './format-number';
export { formatDate, DEFAULT_DATE_PATTERN } from './format-date';
export { assertSameKeys, type Catalog, type CatalogDifference } from './catalog-parity';
export { sharedMessages, sharedText, type SharedMessageId } from './shared-messages';
