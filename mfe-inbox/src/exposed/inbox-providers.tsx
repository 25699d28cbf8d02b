import type { ReactNode } from 'react';
import { I18nProvider, QueryClientProvider, queryClient, useLocale } from '@dcic/shared';
import { catalogs } from '../i18n/catalogs';
import '../styles/inbox.css';

/**
 * Exposed pieces render inside another area's tree, so they bring the inbox's own messages and the
 * page's query client (the same one every area holds, so the unread count is fetched once a page).
 */
export function InboxProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={catalogs[locale]}>
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
