import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Locale } from '../i18n/locales';
import { I18nProvider } from '../i18n/i18n-provider';
import { sharedMessages } from '../i18n/shared-messages';
import { langAtom } from '../session/atoms';
import { useLocale } from '../session/hooks';
import { sessionStore } from '../session/store';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query/query-client';
import { AreaErrorBoundary } from './area-error-boundary';

/** An area's message catalogs, one per supported language, with identical keys. */
export type Catalogs = Record<Locale, Record<string, string>>;

export interface RemoteAppOptions {
  /** Federation name of the area (competitions, community, profile, inbox, review). */
  name: string;
  /** The area's own catalogs; the shared messages are merged under them. */
  catalogs: Catalogs;
  /** The area's routes (react-router `<Routes>`); rendered inside a BrowserRouter. */
  Root: ComponentType;
}

/**
 * single-spa lifecycles (bootstrap, mount, unmount) of a remote area: React root in the element
 * the shell passes as `props.domElement`, the session's language with the area's catalog, a
 * BrowserRouter, and an error boundary that keeps a failure inside the area.
 *
 * The router is imported when the area mounts, not when this module loads: every front end
 * imports `@dcic/shared`, and react-router needs browser globals that unit tests lack.
 */
export function createRemoteApp({ name, catalogs, Root }: RemoteAppOptions) {
  async function loadRootComponent() {
    const { BrowserRouter } = await import('react-router-dom');
    function RemoteApp() {
      const locale = useLocale();
      return (
        <I18nProvider locale={locale} messages={catalogs[locale]}>
          <AreaErrorBoundary area={name}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <Root />
              </BrowserRouter>
            </QueryClientProvider>
          </AreaErrorBoundary>
        </I18nProvider>
      );
    }
    RemoteApp.displayName = `RemoteApp(${name})`;
    return RemoteApp;
  }

  return singleSpaReact({
    React,
    ReactDOMClient,
    loadRootComponent,
    // Last resort, outside the IntlProvider (it failed itself): plain text in the session's language.
    errorBoundary: () => (
      <p role="alert" className="dcic-area-unavailable">
        {sharedMessages[sessionStore.get(langAtom)]['shared.error.areaUnavailable']}
      </p>
    ),
  });
}
