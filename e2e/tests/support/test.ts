import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** How long a page opened by `goto` or `reload` is given to start its scripts before the test goes on. */
const STARTED_WITHIN_MS = 15_000;

/**
 * Has the page's script taken over what the server drew? The chrome is React's, and the area has
 * drawn its page in place of the server's view: no view of the server's is waiting for its area, no
 * copy of it is on screen. A first view that needs no script (`scriptless`) stays the server's. A page
 * that is not the shell's (the SSO's) has nothing to start.
 */
function scriptsStarted(): boolean {
  const app = document.getElementById('dcic-app');
  if (!app) return true;
  const react = (element: Element, prefix: string) => Object.keys(element).some((key) => key.startsWith(prefix));
  // The chrome's root is React's, and so are its header's links where it has a header (the review's
  // layout has none).
  if (!react(app, '__reactContainer')) return false;
  const link = document.querySelector('header a[href]');
  if (link && !react(link, '__reactFiber')) return false;
  if (document.querySelector('.dcic-area-leaving, .dcic-area-arriving')) return false;
  const init = (window as { __DCIC_INIT__?: { firstView?: { scriptless?: boolean } } }).__DCIC_INIT__;
  return Boolean(init?.firstView?.scriptless) || !document.querySelector('.dcic-first-view');
}

/**
 * A page's script runs once its first view is on screen, after the browser's `load` event: a test
 * that acts at once would act on the server's HTML, as a reader can in that moment. Pages opened
 * with `goto` and `reload` are waited for until their script has taken over (a page whose area
 * cannot load never is: the test goes on after a while and checks what that page shows).
 */
async function untilStarted(page: Page): Promise<void> {
  await scriptsTookOver(page).catch(() => {});
}

/**
 * For the tests of the first view itself, which open pages with Playwright's own `goto`: waits until
 * the page's script has taken over (as every other test's `goto` does), before a click that needs it;
 * fails after the same while.
 */
export async function scriptsTookOver(page: Page): Promise<void> {
  await page.waitForFunction(scriptsStarted, undefined, { timeout: STARTED_WITHIN_MS });
}

type Navigation = (this: Page, ...args: never[]) => Promise<unknown>;
let pagePrototype: Record<'goto' | 'reload', Navigation> | null = null;

/**
 * Every page of a test (the fixture's and those of contexts the test opens itself) waits for its
 * script after `goto` and `reload`; the tests of the first view itself (server-render, budgets) use
 * Playwright's own `test`, for which nothing is changed.
 */
export const test = base.extend<{ startedPages: void }>({
  startedPages: [
    async ({ browser }, use) => {
      if (!pagePrototype) {
        const probe = await browser.newPage();
        pagePrototype = Object.getPrototypeOf(probe);
        await probe.close();
      }
      const prototype = pagePrototype!;
      const { goto, reload } = prototype;
      prototype.goto = async function (this: Page, ...args: never[]) {
        const response = await goto.apply(this, args);
        // A test that asks for the page as it arrives (the server's view, its area held back) gets it so.
        if ((args[1] as { waitUntil?: string } | undefined)?.waitUntil !== 'commit') await untilStarted(this);
        return response;
      };
      prototype.reload = async function (this: Page, ...args: never[]) {
        const response = await reload.apply(this, args);
        await untilStarted(this);
        return response;
      };
      // (Playwright comes back from `use` when the test has ended, passed or not.)
      await use();
      Object.assign(prototype, { goto, reload });
    },
    { auto: true },
  ],
});
