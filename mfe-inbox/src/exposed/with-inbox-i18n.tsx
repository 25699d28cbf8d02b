import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from '@dcic/shared';
import { catalogs } from '../i18n/catalogs';
import '../styles/inbox.css';

/** Exposed pieces render inside another area's tree, so they bring the inbox's own messages. */
export function WithInboxI18n({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <I18nProvider locale={locale} messages={catalogs[locale]}>
      {children}
    </I18nProvider>
  );
}
