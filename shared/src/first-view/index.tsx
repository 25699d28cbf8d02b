// An area's first view rendered on the server. The area builds this for Node (its
// first-view.build.mjs, see docs/architecture.md); the shell server fetches the build from
// beside the area's manifest, so a new release of the area is rendered on the next request without
// touching the shell. What every visitor may see is rendered with the API asked without the visitor's
// cookie. A route marked `session` is rendered for a signed-in user with that user's cookie (`own`: their
// own page, for them alone; `viewer`: everybody's page as they see it), and the shell server never keeps
// such a view for anybody else.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, matchPath } from '@dcic/shared/router';
import type { ReactNode } from 'react';
import { createStore } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { callEndpoint } from '../http/call-endpoint';
import { isApiError } from '../http/api-error';
import { createHttp } from '../http/create-http';
import type { EndpointDefinition, EndpointInput, EndpointResponse } from '../contract/endpoint';
import { I18nProvider } from '../i18n/i18n-provider';
import { createQueryClient } from '../query/query-client';
import { isSignedIn } from '../session/current-user';
import { initSession } from '../session/init-session';
import type { DcicInit } from '../session/types';
import type { Locale } from '../i18n/locales';
import { AreaContext } from '../ui/area-context';
import { areaNamed } from '../remote/areas';
import type { Catalogs } from '../remote/create-remote-app';

/** One answer the view was rendered with: its query key and its data, handed to the page's query client. */
export type FirstViewQuery = [queryKey: readonly unknown[], data: unknown];

export interface FirstViewLoadContext {
  /** The route's parameters (`/help/:tab?` gives `tab`). */
  params: Record<string, string | undefined>;
  /** The address's query string (`?category=…&page=2`), for pages that keep their state there. */
  search: URLSearchParams;
  /** Calls a contract endpoint on the API, in the page's language, as a visitor (as the user on a `session` route). */
  call<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResponse<E>>;
}

export interface FirstViewRoute {
  /** A route pattern of the area's own routes, e.g. `/help/:tab?`. */
  path: string;
  /** What the area's routes render there (`<HelpPage />`). */
  element: ReactNode;
  /**
   * The answers the view shows, asked before it renders (the same query keys its hooks use); null
   * leaves the page to the browser (an address the pattern matches that is another page's), and so
   * does an answer of 404 from the API (the page shows its own "not found").
   */
  load?: (context: FirstViewLoadContext) => Promise<FirstViewQuery[] | null>;
  /**
   * Whose view the page is. Without it, what every visitor sees: the API is asked as a visitor, for a
   * signed-in user too.
   * - `viewer`: everybody's page showing the signed-in user's own state beside it (a competition's
   *   signup, team and quota): a visitor's rendered as a visitor's, a signed-in user's with their
   *   session (the API asked with the request's cookie).
   * - `own`: a signed-in user's own page (their messages, their notices): rendered for a signed-in user
   *   alone, with their session; a visitor's page is left to the browser.
   */
  session?: 'viewer' | 'own';
  /**
   * The page is text and links alone: nothing on it needs the area's script. The page then loads none
   * of the area's code (the shell follows its links) until the reader moves to another address, or
   * changes the page's language or user; the area draws the page then (docs/architecture.md, "Pages
   * that need no script").
   */
  scriptless?: boolean;
}

/** A view inside what draws it on the server, and the styles that drawing produced. */
export interface StyledView {
  element: ReactNode;
  /** The styles of what was rendered (its HTML), as `<style>` elements; read once the render is done. */
  styles(html: string): string;
}

export interface FirstViewOptions {
  /** The area's name in the roster. */
  name: string;
  catalogs: Catalogs;
  /** The addresses rendered on the server; any other is left to the browser. */
  routes: FirstViewRoute[];
  /**
   * For areas drawn with CSS-in-JS (antd): wraps each view (in the area's theme) and collects the
   * styles it rendered, sent just before it. `antdFirstView` of `@dcic/shared/area-theme/server`.
   */
  styled?: (view: ReactNode, area: { prefix: string; locale: Locale }) => StyledView;
}

export interface FirstViewRequest {
  /** The page's full address. */
  url: string;
  /** The page's init object (language, user, site settings). */
  init: DcicInit;
  /** Where the shell server reaches the API. */
  apiUrl: string;
  /** The request's cookie, sent to the API on a `session` route only. */
  cookie?: string;
}

export interface FirstView {
  html: string;
  queries: FirstViewQuery[];
  /** The route is `scriptless`: the page need not load the area to show it. */
  scriptless?: boolean;
}

export type RenderFirstView = (request: FirstViewRequest) => Promise<FirstView | null>;

const ignore = () => undefined;

/** The platform's fetch, each request carrying `cookie`. */
function withCookie(cookie: string): typeof fetch {
  return (input, requestInit) => {
    const headers = new Headers(requestInit?.headers);
    headers.set('cookie', cookie);
    return globalThis.fetch(input, { ...requestInit, headers });
  };
}

/** `renderFirstView` of an area: null for an address it does not render on the server. */
export function createFirstView({ name, catalogs, routes, styled }: FirstViewOptions): RenderFirstView {
  const area = areaNamed(name);
  return async ({ url, init, apiUrl, cookie }) => {
    const { pathname, search, searchParams, origin } = new URL(url);
    let found: { route: FirstViewRoute; params: Record<string, string | undefined> } | null = null;
    for (const route of routes) {
      const match = matchPath({ path: route.path, end: true }, pathname);
      if (match) {
        found = { route, params: match.params };
        break;
      }
    }
    if (!found) return null;
    const signedIn = isSignedIn(init.user);
    const asUser = found.route.session !== undefined && signedIn;
    // A session's page needs the session; a visitor's inbox is the browser's (a login link).
    if ((asUser && !cookie) || (found.route.session === 'own' && !signedIn)) return null;

    // A session of this request's own for the API calls: requests rendered at the same time do not share one.
    const store = createStore();
    const session = initSession({ ...init, user: null, api: apiUrl }, store);
    const http = createHttp({
      baseURL: apiUrl,
      store,
      retries: 0,
      location: () => ({ href: url, origin }),
      reload: ignore,
      navigate: ignore,
      // The user's session for their own page; every other page is asked as a visitor.
      ...(asUser && cookie ? { fetch: withCookie(cookie) } : {}),
    });
    const queries = found.route.load
      ? await found.route
          .load({
            params: found.params,
            search: searchParams,
            call: (endpoint, input) => callEndpoint(http, endpoint, input, { loading: false }),
          })
          .catch((error: unknown) => {
            // What the address names is not there (a user, a dataset, a news item): the browser shows
            // the page's own "not found". Any other failure is the server's, and the caller logs it.
            if (isApiError(error) && error.status === 404) return null;
            throw error;
          })
      : [];
    if (queries === null) return null;

    const client = createQueryClient();
    for (const [key, data] of queries) client.setQueryData(key, data);
    // The hooks read the page's one session store: fill it just before the render, which is synchronous.
    initSession(init);
    const routed = (
      <MemoryRouter initialEntries={[pathname + search]}>
        <Routes>
          <Route path={found.route.path} element={found.route.element} />
        </Routes>
      </MemoryRouter>
    );
    const view = styled?.(routed, { prefix: area.prefix, locale: session.lang });
    const html = renderToString(
      <AreaContext.Provider value={area}>
        <I18nProvider locale={session.lang} messages={catalogs[session.lang]}>
          <QueryClientProvider client={client}>{view ? view.element : routed}</QueryClientProvider>
        </I18nProvider>
      </AreaContext.Provider>,
    );
    return { html: view ? view.styles(html) + html : html, queries, ...(found.route.scriptless ? { scriptless: true } : {}) };
  };
}
