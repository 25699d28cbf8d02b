import { useEffect } from 'react';
import { I18nProvider, QueryClientProvider, queryClient, SessionProvider, sharedMessages, useLocale } from '@dcic/shared';
import { LoadingBar } from './features/loading-bar';
import { ErrorPage, errorCodeFrom } from './routes/error-page';
import { ownerOf } from './routes/route-table';
import { ShellLayout } from './routes/shell-layout';
import { useLocationKey } from './routes/use-location-key';
import zhCN from './i18n/zh-CN.json';
import enUS from './i18n/en-US.json';

const catalogs = { 'zh-CN': zhCN, 'en-US': enUS };

export const REGION_ID = 'dcic-region';

function Chrome({ onReady }: { onReady: () => void }) {
  const locale = useLocale();
  useLocationKey();
  const { pathname, search } = window.location;
  const owned = ownerOf(pathname) !== null;
  useEffect(onReady, [onReady]);

  let page = null;
  if (!owned)
    page =
      pathname === '/error' ? (
        <ErrorPage code={errorCodeFrom(search)} message={new URLSearchParams(search).get('message')} />
      ) : (
        <ErrorPage code={404} />
      );

  return (
    <I18nProvider locale={locale} messages={{ ...sharedMessages[locale], ...catalogs[locale] }}>
      <LoadingBar />
      <ShellLayout pathname={pathname} search={search} region={<div id={REGION_ID} />} page={page} />
    </I18nProvider>
  );
}

export function ShellRoot({ onReady }: { onReady: () => void }) {
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <Chrome onReady={onReady} />
      </QueryClientProvider>
    </SessionProvider>
  );
}
