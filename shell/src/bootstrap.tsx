import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  addErrorHandler,
  getAppNames,
  getAppStatus,
  getMountedApps,
  navigateToUrl,
  registerApplication,
  start,
  triggerAppChange,
  unloadApplication,
  MOUNTED,
  MOUNTING,
  type SingleSpaCustomEventDetail,
} from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  AREAS,
  initSession,
  pageStartedAt,
  installChunkReloadGuard,
  langAtom,
  requireLogin,
  sessionStore,
  setAreaModuleLoader,
  userAtom,
  type AreaName,
  type InitObject,
} from '@dcic/shared/core';
import {
  areaLoader,
  areaViews,
  dropLastView,
  fallbackLifecycles,
  forgetRemote,
  registerAreaRemotes,
  scriptlessView,
  startFromFirstView,
  viewsAhead,
  type RemotesMap,
} from './features/areas';
import { trackVisits } from './features/visits';
import { pageUnreadFrom } from './features/header';
import { activeWhen, ownerOf } from './routes/route-table';
import { userDashTarget } from './routes/user-redirect';
import { ShellRoot, REGION_ID } from './shell-root';

type ShellInit = InitObject & {
  remotes?: RemotesMap;
  /** The address the server rendered the page for. */
  url?: string;
  /**
   * The answers the owning area's first view was rendered with on the server, how old they are (ms),
   * and whether the view was sent while a newer one was being rendered.
   */
  firstView?: { area: string; queries: Array<[readonly unknown[], unknown]>; age?: number; stale?: boolean; scriptless?: boolean };
  /** Where a move between areas asks the server for the next area's view (shell/server/area-views.ts). */
  areaViews?: string;
};

declare global {
  interface Window {
    __DCIC_INIT__?: ShellInit;
  }
}

const init = window.__DCIC_INIT__ ?? ({} as ShellInit);
initSession(init);
/** The page's query client: it comes with the areas' part of @dcic/shared, loaded with the first area and not before. */
const pageQueries = () => import('@dcic/shared').then(({ queryClient }) => queryClient);
// The area's script starts from the answers its first view showed: no second request, no loading state.
// They are as old as the view; those of a view sent while a newer one was rendered are asked for again
// as the area mounts (shown meanwhile), so a visitor sees what changed since without waiting for it.
let firstViewStarted: Promise<void> | null = null;
const startFirstView = () => {
  if (!firstViewStarted) {
    firstViewStarted = pageQueries().then((client) => startFromFirstView(client, init.firstView));
    // A failed load is tried again with the next area's.
    firstViewStarted.catch(() => {
      firstViewStarted = null;
    });
  }
  return firstViewStarted;
};
installChunkReloadGuard(window);
registerAreaRemotes(init.remotes ?? {});
setAreaModuleLoader(async <T,>(id: string) => {
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
});

/** Each area mounts into its own element inside the region, created on first use. */
function areaElement(area: string): HTMLElement {
  const id = `dcic-area-${area}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  element.className = 'dcic-area';
  document.getElementById(REGION_ID)?.appendChild(element);
  return element;
}

async function retry(area: AreaName): Promise<void> {
  forgetRemote(area);
  await unloadApplication(area, { waitForUnmount: false });
  await triggerAppChange();
}

function redirectUserDash(): void {
  const user = sessionStore.get(userAtom) as { id?: number | string } | null;
  const target = userDashTarget(window.location.pathname, user?.id);
  if (target === 'login') requireLogin();
  else if (target) window.history.replaceState(null, '', target + window.location.search);
}

// A first page that needs none of its area's code loads none: the area sleeps until the reader moves
// on, or the page's language or user changes (scriptless-view.ts).
const scriptless = init.firstView?.scriptless
  ? {
      area: init.firstView.area,
      view: scriptlessView({
        area: init.firstView.area,
        elementOf: areaElement,
        navigate: navigateToUrl,
        reroute: () => void triggerAppChange(),
      }),
    }
  : null;
if (scriptless) {
  sessionStore.sub(langAtom, scriptless.view.wake);
  sessionStore.sub(userAtom, scriptless.view.wake);
}

// A move's view of the server paints before the area's code is fetched (area-views.ts `painted`).
let viewPainted: (area: AreaName) => Promise<void> = () => Promise.resolve();

for (const { name: area } of AREAS) {
  const owns = activeWhen(area);
  const sleeping = scriptless?.area === area ? scriptless.view : null;
  registerApplication({
    name: area,
    app: areaLoader(
      area,
      (name) => void retry(name),
      startFirstView,
      () => viewPainted(area),
    ),
    activeWhen: sleeping ? (location) => !sleeping.sleeps(location) && owns(location) : owns,
    customProps: () => ({ domElement: areaElement(area) }),
  });
}

// An area that throws while mounting is shown as unavailable in its own region; the rest carries on.
addErrorHandler((error) => {
  const area = error.appOrParcelName as AreaName;
  console.error(`[shell] area ${area} failed`, error);
  if (!getAppNames().includes(area)) return;
  dropLastView();
  const lifecycles = fallbackLifecycles(area, () => window.location.reload());
  void lifecycles.mount({ domElement: areaElement(area) });
});

window.addEventListener('single-spa:before-routing-event', redirectUserDash);
// A move to another area shows its page as the server renders it while the area's script loads.
if (init.areaViews) {
  const views = areaViews({
    endpoint: init.areaViews,
    firstView: init.firstView?.area ?? null,
    elementOf: areaElement,
    mounting: (area) => [MOUNTING, MOUNTED].includes(getAppStatus(area) ?? ''),
    ownerOf,
    lang: () => sessionStore.get(langAtom),
    userId: () => (sessionStore.get(userAtom) as { id?: string | number } | null)?.id ?? null,
    // Only answers the page has none of: what it already holds may be newer than the view.
    startFrom: ({ queries, ...answers }) =>
      void pageQueries().then((client) =>
        startFromFirstView(client, { ...answers, queries: queries.filter(([key]) => client.getQueryData(key) === undefined) }),
      ),
  });
  viewPainted = views.painted;
  let firstRoute = true;
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { appsByNewStatus, newUrl } = (event as CustomEvent<SingleSpaCustomEventDetail>).detail;
    // The first page's view came with the page.
    if (firstRoute) {
      firstRoute = false;
      return;
    }
    views.move(appsByNewStatus[MOUNTED][0] ?? null, newUrl);
  });
  // Views of the next pages asked for before the move to them, so it shows them at once.
  const ahead = viewsAhead({ askAhead: views.askAhead, visitor: () => sessionStore.get(userAtom) === null });
  window.addEventListener('single-spa:routing-event', () => ahead.idle());
}
// A move to a page no area owns (the shell's own): nothing will replace the page left, so it goes.
window.addEventListener('single-spa:routing-event', () => {
  if (getMountedApps().length === 0) dropLastView();
});
trackVisits();
redirectUserDash();

let started = false;
const mountPoint = document.getElementById('dcic-app') ?? document.body.appendChild(document.createElement('div'));
const shell = (
  <ShellRoot
    url={init.url ?? window.location.href}
    // The count was asked for with the page: the bell's polling counts from the page's start.
    unread={pageUnreadFrom(init, pageStartedAt())}
    onReady={() => {
      if (started) return;
      started = true;
      start({ urlRerouteOnly: true });
    }}
  />
);
// The shell server sends the chrome as HTML (server-render.tsx): hydrate it. Without it (the server
// could not render), render from scratch.
if (mountPoint.hasChildNodes()) {
  hydrateRoot(mountPoint, shell, { onRecoverableError: (error) => console.warn('[shell] hydration', error) });
} else {
  createRoot(mountPoint).render(shell);
}
