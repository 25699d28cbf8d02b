import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn, remotePorts } from './support/site';

// Page weight budgets of the production build: for each page type, the JavaScript (gzip) it loads
// before any interaction on a cold cache (at most its ceiling; its target is printed beside it), that
// exactly one React renders, and that it fetches nothing from a remote it does not show. Budgets live in e2e/budgets.json; the sizes last measured,
// chunk by chunk, in e2e/budgets.measured.json, so a page over its budget is reported with the
// chunks that grew. BUDGETS_RECORD=1 writes the sizes of this run as the new record.

interface PageBudget {
  path: string;
  /** Where the page must get to. */
  targetKB: number;
  /** The ceiling the build holds: over it the test fails. */
  maxKB: number;
  areas: string[];
  signedIn?: boolean;
}
/** Gzip bytes of each chunk a page loaded, by a name that survives a rebuild (`area/file`, hash left out). */
type Measured = Record<string, Record<string, number>>;

const budgetsFile = path.join(__dirname, '..', 'budgets.json');
const recordFile = path.join(__dirname, '..', 'budgets.measured.json');
const { pages } = JSON.parse(readFileSync(budgetsFile, 'utf8')) as { pages: Record<string, PageBudget> };
const record: Measured = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {};
const areaOfPort = new Map(Object.entries(remotePorts).map(([area, port]) => [String(port), area]));

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (chunks: Record<string, number>) => Object.values(chunks).reduce((sum, bytes) => sum + bytes, 0);

/** The shell or the area a URL belongs to, from its port; null for the API, the SSO and anything else. */
function ownerOf(url: URL, shellPort: string): string | null {
  if (url.port === shellPort) return 'shell';
  return areaOfPort.get(url.port) ?? null;
}

/** `community/remoteEntry.js` for `http://localhost:9182/remoteEntry.4f0c1a2b3c.js?x`: content hashes change with every build. */
function chunkName(url: URL, owner: string): string {
  return `${owner}/${path.basename(url.pathname).replace(/\.[0-9a-f]{10}\.js$/, '.js')}`;
}

/** Counts React renderers: every React DOM registers itself once with the devtools hook. */
async function countReactCopies(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      checkDCE() {},
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      on() {},
      off() {},
      sub: () => () => {},
    };
  });
}

/** The chunks that explain a page over budget: those larger than in the record or new, the largest growth first. */
function grownChunks(name: string, chunks: Record<string, number>): string {
  const before = record[name];
  if (!before) {
    const largest = Object.entries(chunks).sort((a, b) => b[1] - a[1]);
    return `no record of this page in e2e/budgets.measured.json; its chunks: ${largest.map(([chunk, bytes]) => `${chunk} ${kb(bytes)} KB`).join(', ')}`;
  }
  const grown = Object.entries(chunks)
    .map(([chunk, bytes]) => ({ chunk, bytes, was: before[chunk] ?? 0 }))
    .filter((c) => c.bytes > c.was)
    .sort((a, b) => b.bytes - b.was - (a.bytes - a.was));
  const lines = grown.map((c) =>
    c.was ? `${c.chunk} ${kb(c.was)} → ${kb(c.bytes)} KB (+${kb(c.bytes - c.was)})` : `${c.chunk} new, ${kb(c.bytes)} KB`,
  );
  return `grew since the record (${kb(total(before))} KB then): ${lines.join('; ') || 'none (the budget was lowered)'}`;
}

test.describe('page weight budgets', () => {
  for (const [name, budget] of Object.entries(pages)) {
    test(`${name} (${budget.path}) loads at most ${budget.maxKB} KB of JavaScript (target ${budget.targetKB}), one React and only its own areas`, async ({
      browser,
      baseURL,
    }) => {
      // A fresh context per page: a cold cache, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        if (budget.signedIn) await registerAndSignIn(page, `budget ${name}`);
        await countReactCopies(page);
        const shellPort = new URL(baseURL!).port;
        const scripts: Promise<[string, number]>[] = [];
        const areas = new Set<string>();
        page.on('response', (response) => {
          const url = new URL(response.url());
          const owner = ownerOf(url, shellPort);
          if (owner && owner !== 'shell') areas.add(owner);
          if (response.request().resourceType() !== 'script' || !owner || !response.ok()) return;
          scripts.push(response.body().then((body) => [chunkName(url, owner), gzipSync(body, { level: 9 }).length]));
        });

        await page.goto(budget.path, { waitUntil: 'networkidle' });
        // The page may be idle with the server's view while its area is still on its way: counting then
        // would leave the area's chunks out. Wait until the area has taken its page over (a page that
        // needs no script has no area to wait for), then until what its mount asked for has come.
        await page.waitForFunction(() => {
          const init = (window as { __DCIC_INIT__?: { firstView?: { scriptless?: boolean } } }).__DCIC_INIT__;
          return Boolean(init?.firstView?.scriptless) || !document.querySelector('.dcic-first-view, .dcic-area-leaving');
        });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const chunks: Record<string, number> = {};
        for (const [chunk, bytes] of await Promise.all(scripts)) chunks[chunk] = (chunks[chunk] ?? 0) + bytes;
        const bytes = total(chunks);
        const reactCopies = await page.evaluate(
          () =>
            (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
              .renderers.size,
        );
        console.log(
          `${name.padEnd(18)} ${budget.path.padEnd(20)} ${kb(bytes).padStart(7)} KB (ceiling ${budget.maxKB}, target ${budget.targetKB}${bytes <= budget.targetKB * 1000 ? ', met' : ', not met yet'})  ${String(Object.keys(chunks).length).padStart(3)} scripts  areas: ${[...areas].sort().join(', ')}`,
        );

        if (process.env.BUDGETS_RECORD === '1') {
          const current: Measured = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {};
          current[name] = Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)));
          writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`);
        }

        expect(reactCopies, 'copies of React that rendered').toBe(1);
        const strangers = [...areas].filter((area) => !budget.areas.includes(area));
        expect(strangers, `areas fetched that ${budget.path} does not show`).toEqual([]);
        expect(
          bytes,
          `${name} (${budget.path}) loads ${kb(bytes)} KB of JavaScript (gzip), over its budget of ${budget.maxKB} KB; ${grownChunks(name, chunks)}`,
        ).toBeLessThanOrEqual(budget.maxKB * 1000);
      } finally {
        await context.close();
      }
    });
  }
});
