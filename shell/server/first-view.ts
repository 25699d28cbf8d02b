// An area's first view, rendered by the area's own code (docs/architecture.md): the shell server
// fetches `first-view.js` from beside the area's manifest, evaluates it once per release, and asks
// it for the page. Anything that goes wrong leaves the region to the area's script, as without it.
import { createRequire } from 'node:module';
import vm from 'node:vm';

export interface FirstViewRequest {
  url: string;
  init: unknown;
  apiUrl: string;
  /**
   * The request's cookie: the area sends it to the API for a signed-in user's own page (its routes
   * marked `session`) and for nothing else. Such a page has a user, so it is never kept for another.
   */
  cookie?: string;
}

export interface FirstView {
  html: string;
  /** The answers the view shows, by query key: the page's query client starts with them. */
  queries: Array<[readonly unknown[], unknown]>;
  /** The area's style sheet for the view, linked from the page when its text could not be had. */
  stylesheet: string | null;
  /** The text of that style sheet, inlined in the page's head: one request fewer before the first paint. */
  styles: string | null;
  /**
   * How old the view is (ms): a visitor's view may have been rendered for an earlier visitor. The
   * page's query client takes its answers as that old, and asks again at once for those of a view
   * sent while it was being rendered anew (older than `reuseMs`).
   */
  age: number;
  /** The view was sent while a newer one was being rendered: the page's script asks for its answers again. */
  stale: boolean;
  /** Text and links alone (the area's route says so): the page shows it without loading the area. */
  scriptless: boolean;
}

type Render = (request: FirstViewRequest) => Promise<{ html: string; queries: FirstView['queries']; scriptless?: boolean } | null>;
type Rendered = Awaited<ReturnType<Render>>;

interface Known {
  checkedAt: number;
  etag: string | null;
  render: Render | null;
  stylesheet: string | null;
  styles: string | null;
}

export interface FirstViewsOptions {
  fetchImpl?: typeof fetch;
  /** How long a fetched release is used before the area is asked whether it has a new one. */
  freshMs?: number;
  /** Past this, the page is sent without the view. */
  timeoutMs?: number;
  /**
   * How long a rendered view is sent again to the next visitors of the same address, language and
   * release, instead of being rendered anew (a view drawn with antd takes tens of milliseconds of the
   * server's time; a busy page such as the home is asked for by every visitor at once). Pages of a
   * signed-in user are always rendered anew.
   */
  reuseMs?: number;
  /**
   * Past `reuseMs` and up to this, the next visitor still gets the view at once while it is rendered
   * anew for the ones after (stale while revalidating): no visitor waits for a render that an earlier
   * one could have paid for, and the page's script asks for that view's answers again as it starts.
   */
  staleMs?: number;
  /** The time the views' ages are counted in (tests move it by hand). */
  clock?: () => number;
  onError?: (error: unknown, area: string) => void;
}

interface KeptView {
  /** When its render began. */
  at: number;
  view: Promise<Rendered>;
  /** Rendered: it may be sent while a newer one is rendered. */
  done: boolean;
  /** A newer one is being rendered. */
  renewing: boolean;
}

const requireForBundles = createRequire(__filename);
/** Pages whose views are kept for reuse at once, at most. */
const REUSE_MAX = 500;

/** Evaluates an area's CommonJS bundle and takes its `renderFirstView`. */
function evaluate(code: string, filename: string): Render | null {
  const module = { exports: {} as { renderFirstView?: unknown } };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: unknown,
  ) => void;
  wrapper(module.exports, requireForBundles, module);
  return typeof module.exports.renderFirstView === 'function' ? (module.exports.renderFirstView as Render) : null;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no first view within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The first view of the area whose manifest is at a URL, or null when it has none for the page. */
export function remoteFirstViews({
  fetchImpl = fetch,
  freshMs = 5000,
  timeoutMs = 1500,
  reuseMs = 3000,
  staleMs = 30_000,
  clock = Date.now,
  onError,
}: FirstViewsOptions = {}) {
  const known = new Map<string, Known>();
  const loading = new Map<string, Promise<Known>>();
  /** Visitors' views rendered in the last `staleMs`, and those being rendered, by address, release and language. */
  const rendered = new Map<string, KeptView>();

  async function load(url: string, manifestUrl: string, cached: Known | undefined): Promise<Known> {
    // A fetch with a condition asks caches not to answer (`Cache-Control: no-cache`, by the fetch
    // standard), which static servers take as "send it all again": the bundle came whole and was
    // evaluated anew every `freshMs`. `max-age=0` asks the server to check, and lets it answer 304.
    const headers: Record<string, string> = cached?.etag ? { 'if-none-match': cached.etag, 'cache-control': 'max-age=0' } : {};
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(10_000) });
    let next: Known;
    if (response.status === 304 && cached) next = { ...cached, checkedAt: Date.now() };
    else if (!response.ok) next = { checkedAt: Date.now(), etag: null, render: null, stylesheet: null, styles: null };
    else {
      const render = evaluate(await response.text(), url);
      const stylesheet = new URL('first-view.css', manifestUrl).href;
      next = { checkedAt: Date.now(), etag: response.headers.get('etag'), render, stylesheet, styles: await textOf(stylesheet) };
    }
    known.set(url, next);
    return next;
  }

  /** A style sheet of the release, fetched with it; null when it cannot be had (the page links it then). */
  async function textOf(url: string): Promise<string | null> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  }

  /** The area's current release; asked for once however many pages wait for it. */
  function current(manifestUrl: string): Promise<Known> {
    const url = new URL('first-view.js', manifestUrl).href;
    const cached = known.get(url);
    if (cached && Date.now() - cached.checkedAt < freshMs) return Promise.resolve(cached);
    let pending = loading.get(url);
    if (!pending) {
      pending = load(url, manifestUrl, cached).finally(() => loading.delete(url));
      loading.set(url, pending);
    }
    return pending;
  }

  /**
   * `whenSent`: runs work once the page has gone out (the shell server: when its response finished),
   * so rendering a stale view anew never holds back the page it was sent with; at once without it.
   */
  const firstView = async (
    area: string,
    manifestUrl: string,
    request: FirstViewRequest,
    whenSent: (work: () => void) => void = queueMicrotask,
  ): Promise<FirstView | null> => {
    // One limit for fetching a new release and rendering: a release still loading past it is kept
    // for the next page, this one goes without.
    const deadline = Date.now() + timeoutMs;
    try {
      const release = await withTimeout(current(manifestUrl), timeoutMs);
      const { render, stylesheet, styles } = release;
      if (!render) return null;
      const { view, at, stale } = await withTimeout(reused(area, release, render, request, whenSent), Math.max(0, deadline - Date.now()));
      if (!view) return null;
      const { html, queries, scriptless = false } = view;
      return { html, queries, stylesheet, styles, age: Math.max(0, clock() - at), stale, scriptless };
    } catch (error) {
      onError?.(error, area);
      return null;
    }
  };
  /**
   * The view of a visitor's page: the one rendered in the last `reuseMs` (or being rendered) for the
   * same page, else one up to `staleMs` old while a new one is rendered for the next visitors, else
   * rendered now. A signed-in user's page is always rendered now.
   */
  async function reused(
    area: string,
    release: Known,
    render: Render,
    request: FirstViewRequest,
    whenSent: (work: () => void) => void,
  ): Promise<{ view: Rendered; at: number; stale: boolean }> {
    const init = (request.init ?? {}) as { lang?: unknown; user?: unknown };
    const now = clock();
    // Visitors only: a signed-in user may have just written what the page shows.
    if (reuseMs <= 0 || init.user) return { view: await render(request), at: now, stale: false };
    const key = JSON.stringify([request.url, release.etag, init.lang ?? null]);
    for (const [old, entry] of rendered) if (now - entry.at >= Math.max(reuseMs, staleMs)) rendered.delete(old);
    const kept = rendered.get(key);
    if (kept && now - kept.at < reuseMs) return { view: await kept.view, at: kept.at, stale: false };
    if (kept?.done) {
      // Older than its reuse time: sent as it is, and rendered anew (once) for the next visitors.
      if (!kept.renewing) {
        kept.renewing = true;
        // A failure is logged like a page's, and the next visitor's page tries again.
        whenSent(() =>
          renew(
            key,
            kept,
            () => render(request),
            (error) => onError?.(error, area),
          ),
        );
      }
      return { view: await kept.view, at: kept.at, stale: true };
    }
    const entry: KeptView = { at: now, view: render(request), done: false, renewing: false };
    if (rendered.size >= REUSE_MAX) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, entry);
    entry.view.then(
      (view) => {
        entry.done = true;
        // A page the area has no view for is asked anew each time.
        if (!view && rendered.get(key) === entry) rendered.delete(key);
      },
      () => {
        // A view that failed is not sent again: the next page asks the area anew.
        if (rendered.get(key) === entry) rendered.delete(key);
      },
    );
    return { view: await entry.view, at: now, stale: false };
  }

  /** A kept view's successor, which takes its place once rendered; the kept one stays if it fails. */
  function renew(key: string, kept: KeptView, render: () => Promise<Rendered>, failed: (error: unknown) => void): void {
    const at = clock();
    const view = render();
    view.then(
      (result) => {
        if (rendered.get(key) !== kept) return;
        if (result) rendered.set(key, { at, view, done: true, renewing: false });
        else rendered.delete(key);
      },
      (error: unknown) => {
        kept.renewing = false;
        failed(error);
      },
    );
  }

  /** Fetches and evaluates an area's release ahead of its first page (at start), failures left for that page. */
  const warm = (manifestUrl: string): void => {
    current(manifestUrl).catch(() => undefined);
  };
  return Object.assign(firstView, { warm });
}
