// Messages that only some pages of an area use (its settings, its forms) come with those pages, not
// with the area's first page: a page loaded with its route brings its own catalog, in the language the
// area shows, and the area's catalog stays what every page needs.
import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { CatalogLoaders } from '../remote/create-remote-app';
import type { Locale } from './locales';

type Messages = Record<string, string>;

/**
 * `lazy(load)` for a page whose messages are in a catalog of their own: the page and its catalog (in the
 * language the area shows; the other language's when the reader switches) load together, and the page
 * renders with the area's messages and its own. The area's `Suspense` shows while they load.
 */
export function lazyWithMessages<P extends object>(load: () => Promise<ComponentType<P>>, catalogs: CatalogLoaders): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  /** Per language: what puts the page's messages beside the area's, once they have loaded. */
  const withOwn = new Map<string, ComponentType<{ children: ReactNode }>>();
  const withOwnOf = (locale: string) => {
    let WithOwn = withOwn.get(locale);
    if (!WithOwn) {
      const loader = catalogs[locale as Locale] ?? catalogs['zh-CN'];
      // One that failed to load is asked for again when the page is drawn again (the area's retry).
      const failed = (error: unknown): never => {
        withOwn.delete(locale);
        throw error;
      };
      WithOwn = lazy(() =>
        loader().then(
          ({ default: own }) => ({
            default: function WithOwnMessages({ children }: { children: ReactNode }) {
              const intl = useIntl();
              // The catalogs are all of one kind (compiled by the build, or text in tests), the page's like the area's.
              const messages = useMemo(() => ({ ...intl.messages, ...own }) as Messages, [intl.messages]);
              return (
                <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} onError={intl.onError} messages={messages}>
                  {children}
                </IntlProvider>
              );
            },
          }),
          failed,
        ),
      );
      withOwn.set(locale, WithOwn);
    }
    return WithOwn;
  };

  function WithMessages(props: P) {
    const WithOwn = withOwnOf(useIntl().locale);
    return (
      <WithOwn>
        <Page {...props} />
      </WithOwn>
    );
  }
  return WithMessages;
}
