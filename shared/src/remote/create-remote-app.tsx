import * as React from 'react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { AntdTexts, AreaThemeProps } from '../ui/area-theme';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
// What the page loaded before any area, through its shared name: the same instance, and none of its
// modules again in this one's chunk (core.ts).
import {
  AreaContext,
  AreaErrorBoundary,
  areaNamed,
  I18nProvider,
  langAtom,
  sessionStore,
  sharedText,
  useLocale,
  type Locale,
} from '@dcic/shared/core';
import { queryClient } from '../query/query-client';

/** An area's message catalogs, one per supported language, with identical keys. */
export type Catalogs = Record<Locale, Record<string, string>>;

/** Loads an area's catalog of one language: `() => import('./i18n/zh-CN.json')`. */
export type CatalogLoaders = Record<Locale, () => Promise<{ default: Record<string, string> }>>;

export interface RemoteAppOptions {
  /** The area's name in the roster (`shared/areas.json`); its entry gives the class prefix. */
  name: string;
  /**
   * The area's own catalogs, each loaded when the area shows in that language (a page loads one of
   * the two); the shared messages are merged under them.
   */
  catalogs: CatalogLoaders;
  /** The area's routes (react-router `<Routes>`); rendered inside a BrowserRouter. */
  Root: ComponentType;
  /**
   * The area renders antd: wrap it in antd's provider under the area's prefix, with the site's
   * theme and the session's language. The area loads the provider itself,
   * `() => import('@dcic/shared/area-theme')`, so it is built with the area's own antd (antd is not
   * shared: each area bundles only the components it uses), and a page without antd never fetches it.
   */
  antd?: () => Promise<AreaThemeModule>;
}

/** What `@dcic/shared/area-theme` gives an area: antd's provider, and antd's own texts in each language. */
interface AreaThemeModule {
  AreaTheme: ComponentType<AreaThemeProps>;
  antdTexts: Record<Locale, () => Promise<AntdTexts>>;
}

/** A language as the area shows it: the area's catalog, and antd's texts where the area draws with antd. */
interface Language {
  locale: Locale;
  messages: Record<string, string>;
  antdTexts?: AntdTexts;
}

function Plain({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * single-spa lifecycles (bootstrap, mount, unmount) of a remote area: React root in the element
 * the shell passes as `props.domElement`, the session's language with the area's catalog, a
 * BrowserRouter, the area's roster entry (for its class prefix), the page's query client, and an error
 * boundary that keeps a failure inside the area.
 *
 * The router is imported when the area mounts, not when this module loads: every front end
 * imports `@dcic/shared`, and react-router needs browser globals that unit tests lack.
 */
export function createRemoteApp({ name, catalogs, Root, antd }: RemoteAppOptions) {
  const area = areaNamed(name);
  /** antd's provider and texts, asked for with the area's first page (only by an area drawn with antd). */
  let theme: Promise<AreaThemeModule> | undefined;
  const loading = new Map<Locale, Promise<Language>>();
  const languageOf = (locale: Locale) => {
    let language = loading.get(locale);
    if (!language) {
      language = Promise.all([
        catalogs[locale]().then((module) => module.default),
        theme?.then((module) => module.antdTexts[locale]()),
      ]).then(([messages, antdTexts]) => ({ locale, messages, antdTexts }));
      // A failed load is tried again the next time (the area's retry).
      language.catch(() => loading.delete(locale));
      loading.set(locale, language);
    }
    return language;
  };

  /** The language shown: on a change of language, the new one once its catalog (and antd's texts) arrived. */
  function useLanguage(first: Language) {
    const locale = useLocale();
    const [shown, setShown] = useState(first);
    useEffect(() => {
      if (locale === shown.locale) return;
      let current = true;
      void languageOf(locale).then((language) => current && setShown(language));
      return () => {
        current = false;
      };
    }, [locale, shown.locale]);
    return shown;
  }

  async function loadRootComponent() {
    theme ??= antd?.();
    // A failed load of the provider is tried again with the area's retry.
    theme?.catch(() => {
      theme = undefined;
    });
    const [{ BrowserRouter }, AreaTheme, first] = await Promise.all([
      import('@dcic/shared/router'),
      theme?.then((module) => module.AreaTheme),
      languageOf(sessionStore.get(langAtom)),
    ]);
    function Theme({ antdTexts, children }: { antdTexts?: AntdTexts; children: ReactNode }) {
      if (!AreaTheme || !antdTexts) return <Plain>{children}</Plain>;
      return (
        <AreaTheme prefix={area.prefix} texts={antdTexts}>
          {children}
        </AreaTheme>
      );
    }
    function RemoteApp() {
      const { locale, messages, antdTexts } = useLanguage(first);
      return (
        <AreaContext.Provider value={area}>
          <I18nProvider locale={locale} messages={messages}>
            <AreaErrorBoundary area={name}>
              <QueryClientProvider client={queryClient}>
                <Theme antdTexts={antdTexts}>
                  <BrowserRouter>
                    <Root />
                  </BrowserRouter>
                </Theme>
              </QueryClientProvider>
            </AreaErrorBoundary>
          </I18nProvider>
        </AreaContext.Provider>
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
        {sharedText(sessionStore.get(langAtom), 'shared.error.areaUnavailable')}
      </p>
    ),
  });
}
