import { useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type ResolvedIntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, normaliseLocale, type Locale } from './locales';
import { sharedMessages } from './shared-messages';

type OnError = ResolvedIntlConfig['onError'];

export interface I18nProviderProps {
  locale: Locale | string;
  /** The area's own catalog for `locale`; it may override a shared message id. */
  messages?: Record<string, string>;
  onError?: OnError;
  children?: ReactNode;
}

function isTestRun(): boolean {
  return typeof process !== 'undefined' && process.env.NODE_ENV === 'test';
}

/**
 * Tests render components without every translation loaded, and the console noise hides real
 * failures; everywhere else a missing translation is a bug worth reporting.
 */
export const defaultIntlOnError: OnError = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && isTestRun()) return;
  console.error(error);
};

export function I18nProvider({ locale, messages, onError = defaultIntlOnError, children }: I18nProviderProps) {
  const resolved = normaliseLocale(locale) ?? DEFAULT_LOCALE;
  const merged = useMemo(() => ({ ...sharedMessages[resolved], ...messages }), [resolved, messages]);
  return (
    <IntlProvider locale={resolved} defaultLocale={DEFAULT_LOCALE} messages={merged} onError={onError}>
      {children}
    </IntlProvider>
  );
}
