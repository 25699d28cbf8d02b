// A move to another area shows that area's page at once, as the shell server renders it for a page
// (the area's first view, with its answers), instead of after the area's script, its chunks and its
// data have arrived one after another. The view is asked for as the move begins; if it comes before
// the area mounts, it takes the place of the page left and the area takes it over when it mounts,
// exactly as with the first page's server view (last-view.ts); if it comes while the area is drawing
// the page, it replaces the page left until the area has. Its answers start the area's queries
// either way, so the area draws the same page without asking again. A view may be asked for ahead of
// the move (`askAhead`: the reader points at a link, see views-ahead.ts); the move then shows it at once.
// The area's code waits for the view to paint (`painted`), at most a second: on a slow device the
// area's script would otherwise run first and hold the view back.
// The shell server's answer: a type alone, so nothing of the server comes into the page.
import type { AreaView } from '../../../../server/area-views';
import type { FirstViewAnswers } from './first-view-answers';
import { setAsideServerView, showServerView, showServerViewWhileArriving, showsServerView } from './last-view';

export interface AreaViewsOptions {
  /** Where the shell server answers (the init object's `areaViews`). */
  endpoint: string;
  /** The element an area mounts into. */
  elementOf: (area: string) => HTMLElement;
  /** Has the area begun to mount (its own page is on its way)? */
  mounting: (area: string) => boolean;
  /** The area that owns a path (the route table's). */
  ownerOf: (pathname: string) => string | null;
  /** The page's language and user now: a view rendered for others is not shown. */
  lang: () => string;
  userId: () => string | number | null;
  /** Starts the page's queries from a view's answers (those it has no answer for yet). */
  startFrom: (answers: FirstViewAnswers) => void;
  fetchImpl?: typeof fetch;
  /** How long a style sheet the view needs may take before the view is not shown. */
  stylesheetTimeoutMs?: number;
  /** The area whose page came with the server's view, if any. */
  firstView?: string | null;
  /** How long a view asked for ahead stays good for a move to its address (then it is asked for again). */
  aheadMs?: number;
  /** How long, at most, an area's code waits for its move's view to paint (`painted`). */
  holdMs?: number;
  /** Runs `work` once what the page shows now has been painted. */
  afterPaint?: (work: () => void) => void;
}

/** A view asked for ahead of a move: null where the area has none for the address. */
interface Ahead {
  at: number;
  view: Promise<AreaView | null>;
}

const isAreaView = (value: unknown): value is AreaView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AreaView).area === 'string' &&
  typeof (value as AreaView).html === 'string' &&
  Array.isArray((value as AreaView).queries);

/** After the next frame has been painted (its callbacks run just before the paint). */
const afterNextPaint = (work: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
};

/** The area's style sheet for its views, in the head once: inline as the server sent it, or linked and loaded. */
async function withStyles(view: AreaView, timeoutMs: number): Promise<boolean> {
  if (view.styles !== null) {
    let sheet = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-area-view]')].find(
      (candidate) => candidate.dataset.areaView === view.area,
    );
    if (!sheet) {
      sheet = document.createElement('style');
      sheet.dataset.areaView = view.area;
      document.head.appendChild(sheet);
    }
    // The area's current release's: a newer one replaces an older one's.
    if (sheet.textContent !== view.styles) sheet.textContent = view.styles;
    return true;
  }
  if (!view.stylesheet) return true;
  const href = new URL(view.stylesheet, window.location.href).href;
  let link = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((candidate) => candidate.href === href);
  if (link?.sheet) return true;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
  const loading = link;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const done = (loaded: boolean) => {
      clearTimeout(timer);
      resolve(loaded);
    };
    loading.addEventListener('load', () => done(true), { once: true });
    loading.addEventListener('error', () => done(false), { once: true });
  });
}

/**
 * `move` is the handler of each move (single-spa's `before-routing-event`): `arriving` is the area the
 * move mounts, if any; `url` the address moved to. `askAhead` asks for an address's view before the
 * move to it, when it belongs to an area that is not on the page (false for one that is).
 */
export function areaViews({
  endpoint,
  elementOf,
  mounting,
  ownerOf,
  lang,
  userId,
  startFrom,
  fetchImpl = (...args) => window.fetch(...args),
  stylesheetTimeoutMs = 1000,
  firstView = null,
  aheadMs = 30_000,
  holdMs = 1000,
  afterPaint = afterNextPaint,
}: AreaViewsOptions) {
  let asking: AbortController | null = null;
  /** The areas whose element shows a server's view they have not taken over yet, and its address (the page's own, to begin with). */
  const shown = new Map<string, string>(firstView ? [[firstView, window.location.pathname + window.location.search]] : []);
  /** Views asked for ahead, by address. */
  const ahead = new Map<string, Ahead>();
  /** By area, the move's view on its way: settles once it has been painted, or has come to nothing. */
  const showing = new Map<string, Promise<void>>();

  async function fetchView(address: string, init: RequestInit = {}): Promise<AreaView | null> {
    const response = await fetchImpl(`${endpoint}?path=${encodeURIComponent(address)}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200) return null;
    const view: unknown = await response.json();
    return isAreaView(view) ? view : null;
  }

  /**
   * The view asked for ahead of a move to `address`, its age brought up to now; undefined when there is
   * none to go by (none asked for, asked too long ago, failed, or drawn for another language or user).
   */
  async function aheadOf(address: string): Promise<AreaView | null | undefined> {
    const early = ahead.get(address);
    if (!early || Date.now() - early.at >= aheadMs) return undefined;
    const view = await early.view.catch(() => undefined);
    if (view === undefined || view === null) return view;
    if (view.lang !== lang() || view.user !== userId()) return undefined;
    return { ...view, age: view.age + (Date.now() - early.at) };
  }

  async function ask(area: string, address: string, signal: AbortSignal): Promise<void> {
    const early = await aheadOf(address);
    const view = early === undefined ? await fetchView(address, { signal }) : early;
    // Still the move it was asked for, for this page's language and user.
    if (signal.aborted || !view || view.area !== area) return;
    if (window.location.pathname + window.location.search !== address) return;
    if (view.lang !== lang() || view.user !== userId()) return;
    startFrom(view);
    if (!(await withStyles(view, stylesheetTimeoutMs)) || signal.aborted) return;
    const element = elementOf(area);
    if (mounting(area)) {
      // The area's code was on the page: it is drawing the page, the page left still on screen meanwhile.
      showServerViewWhileArriving(element, view.html);
      return;
    }
    showServerView(element, view.html);
    shown.set(area, address);
  }

  function askAhead(address: string): boolean {
    const area = ownerOf(new URL(address, window.location.href).pathname);
    // A move within the area on the page does not show a view.
    if (!area || mounting(area)) return false;
    const now = Date.now();
    for (const [key, early] of ahead) if (now - early.at >= aheadMs) ahead.delete(key);
    if (ahead.has(address)) return true;
    const early: Ahead = { at: now, view: fetchView(address, { priority: 'low' }) };
    // A failure is forgotten: the move asks again.
    early.view.catch(() => {
      if (ahead.get(address) === early) ahead.delete(address);
    });
    ahead.set(address, early);
    return true;
  }

  function move(arriving: string | null, url: string): void {
    asking?.abort();
    asking = null;
    // A view shown for an area the reader has moved on from before it mounted (the first page's too).
    for (const area of shown.keys()) {
      if (area === arriving) continue;
      shown.delete(area);
      if (!mounting(area)) setAsideServerView(elementOf(area));
    }
    if (!arriving || mounting(arriving)) return;
    const { pathname, search } = new URL(url, window.location.href);
    const address = pathname + search;
    // Nothing to ask for: the area already shows the server's view of this address.
    if (shown.get(arriving) === address || (!shown.has(arriving) && showsServerView(elementOf(arriving)))) return;
    const controller = new AbortController();
    asking = controller;
    // Whatever goes wrong, the move goes on as without the view: the area draws its page when it mounts.
    const viewing = ask(arriving, address, controller.signal)
      .catch(() => undefined)
      .then(() => new Promise<void>((resolve) => afterPaint(resolve)));
    showing.set(arriving, viewing);
  }

  /**
   * Settles when the area's code may be fetched and run: once the view its move asked for has been
   * painted (or has come to nothing), at most `holdMs` after; at once without such a view. Run while
   * the view is on its way, the area's script would hold the view back (a slow device runs one thing
   * at a time), and the reader would wait for the area to draw a page the server has drawn already.
   */
  function painted(area: string): Promise<void> {
    const viewing = showing.get(area);
    showing.delete(area);
    if (!viewing) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, holdMs);
      void viewing.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  return { move, askAhead, painted };
}
