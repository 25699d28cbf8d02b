import { useEffect, useMemo } from 'react';
import { I18nProvider, SessionProvider, sharedMessages, useLocale } from '@dcic/shared/core';
import { LoadingBar } from './features/loading-bar';
import { PageUnreadContext, type PageUnread } from './features/header';
import { ErrorPage, errorCodeFrom } from './routes/error-page';
import { ownerOf } from './routes/route-table';
import { ShellLayout } from './routes/shell-layout';
import { useLocationHref } from './routes/use-location-key';
import zhCN from './i18n/zh-CN.json';
import enUS from './i18n/en-US.json';

const catalogs = { 'zh-CN': zhCN, 'en-US': enUS };

export const REGION_ID = 'dcic-region';

// The region's content is never React's: areas mount into it, and the server may have put an
// area's first view in it. A constant object, so React never rewrites it after hydration.
const noMarkup = { __html: '' };

function Chrome({ url, regionHtml, onReady }: { url: string; regionHtml: string | null; onReady: () => void }) {
  const locale = useLocale();
  const href = useLocationHref(url);
  const { pathname, search, origin } = useMemo(() => new URL(href, 'http://localhost'), [href]);
  const owned = ownerOf(pathname) !== null;
  useEffect(onReady, [onReady]);

  let page = null;
  if (!owned)
    page =
      pathname === '/error' ? (
        <ErrorPage code={errorCodeFrom(search)} message={new URLSearchParams(search).get('message')} origin={origin} />
      ) : (
        <ErrorPage code={404} origin={origin} />
      );

  const region = (
    <div
      id={REGION_ID}
      className={owned ? 'dcic-region dcic-region-reserved' : 'dcic-region'}
      dangerouslySetInnerHTML={regionHtml === null ? noMarkup : { __html: regionHtml }}
      suppressHydrationWarning
    />
  );
  return (
    <I18nProvider locale={locale} messages={{ ...sharedMessages[locale], ...catalogs[locale] }}>
      <LoadingBar />
      <ShellLayout pathname={pathname} search={search} here={href} region={region} page={page} />
    </I18nProvider>
  );
}

export interface ShellRootProps {
  /** The address the chrome is rendered for: the request's on the server, the one the server rendered in the browser. */
  url: string;
  onReady?: () => void;
  /** Server only: the owning area's first view, rendered into the region. */
  regionHtml?: string | null;
  /** The signed-in user's unread count the page came with (the header's bell). */
  unread?: PageUnread | null;
}

const nothing = () => undefined;

export function ShellRoot({ url, onReady = nothing, regionHtml = null, unread = null }: ShellRootProps) {
  return (
    <SessionProvider>
      <PageUnreadContext.Provider value={unread}>
        <Chrome url={url} regionHtml={regionHtml} onReady={onReady} />
      </PageUnreadContext.Provider>
    </SessionProvider>
  );
}
