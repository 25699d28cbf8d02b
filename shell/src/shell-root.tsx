import { useEffect } from 'react';
import { I18nProvider, SessionProvider, sharedMessages, useLocale } from '@dcic/shared';
import { ShellLayout } from './layouts/shell-layout';
import { LoadingBar } from './chrome/loading-bar';
import { ErrorPage, errorCodeFrom } from './pages/error-page';
import { ownerOf } from './routing/route-table';
import { useLocationKey } from './routing/use-pathname';
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
  if (!owned) page = pathname === '/error' ? <ErrorPage code={errorCodeFrom(search)} message={new URLSearchParams(search).get('message')} /> : <ErrorPage code={404} />;

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
      <Chrome onReady={onReady} />
    </SessionProvider>
  );
}
