import { areaViews, type AreaViewsOptions } from './area-views';
import { dropLastView, keepLastView } from './last-view';
import { keepingLastView } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const LIST = '<div class="cmp-list"><h1>赛题</h1><a href="/competitions/1001">信用违约预测</a></div>';
const answers: Array<[readonly unknown[], unknown]> = [[['competitions', 'list'], { total: 1 }]];

/** The region just after the reader left the community's page: its copy is kept, the area's element empty. */
function leftCommunity() {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="dcic-region"><div id="dcic-area-community" class="dcic-area"><h1>讨论</h1></div><div id="dcic-area-competitions" class="dcic-area"></div><div id="dcic-area-profile" class="dcic-area"></div></div>';
  const community = document.getElementById('dcic-area-community')!;
  keepLastView(community);
  community.replaceChildren();
  return {
    competitions: document.getElementById('dcic-area-competitions')!,
    profile: document.getElementById('dcic-area-profile')!,
    copies: () =>
      [...document.querySelectorAll<HTMLElement>('.dcic-area-leaving')].map((copy) => `${copy.dataset.area}: ${copy.textContent}`),
  };
}

interface Served {
  status?: number;
  body?: Record<string, unknown>;
  /** Held until the test lets it go. */
  held?: Promise<void>;
}

/** The handler, answering each ask with the next of `served`, and what was asked and started. */
function setUp(served: Served[], options: Partial<AreaViewsOptions> = {}) {
  const asked: string[] = [];
  const started: unknown[] = [];
  const ages: number[] = [];
  const mounting = new Set<string>();
  const {
    move: onMove,
    askAhead,
    painted,
  } = areaViews({
    endpoint: '/_area-view',
    elementOf: (area) => document.getElementById(`dcic-area-${area}`)!,
    mounting: (area) => mounting.has(area),
    ownerOf: (pathname) =>
      pathname.startsWith('/competitions') ? 'competitions' : pathname.startsWith('/users') ? 'profile' : 'community',
    lang: () => 'zh-CN',
    userId: () => null,
    startFrom: (view) => {
      started.push(view.queries);
      ages.push(view.age ?? 0);
    },
    fetchImpl: async (input) => {
      asked.push(String(input));
      const next = served.shift() ?? { status: 204 };
      await next.held;
      // The part of a fetch's answer the page reads (jsdom has no Response).
      const answer = (status: number, body: unknown) => ({ status, json: async () => body }) as Response;
      if (next.status && next.status !== 200) return answer(next.status, null);
      return answer(200, {
        area: 'competitions',
        lang: 'zh-CN',
        user: null,
        html: LIST,
        styles: '.cmp-list{display:grid}',
        stylesheet: 'http://localhost:9181/first-view.css',
        queries: answers,
        age: 0,
        stale: false,
        ...next.body,
      });
    },
    ...options,
  });
  return { onMove, askAhead, painted, asked, started, ages, mounting };
}

/** An answer the server holds until `answer` is called. */
function holdAnswer() {
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return { held, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const move = (path: string) => window.history.pushState(null, '', path);

/**
 * Mounts an area into `element` as single-spa does (through the shell's lifecycles that keep the page
 * left): the area draws `html` at once, or when the test calls the returned `draw` (its page still on
 * its way until then).
 */
async function mountArea(element: HTMLElement, html: string, { drawLater = false } = {}): Promise<() => void> {
  let draw = () => undefined as void;
  const area = keepingLastView({
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      draw = () => {
        domElement!.innerHTML = html;
      };
      if (!drawLater) draw();
    },
    unmount: async () => undefined,
  });
  await area.mount({ domElement: element, name: element.id, singleSpa: {}, mountParcel: jest.fn() } as never);
  return draw;
}

/** The competitions' server view on screen while the area's element is hidden; then the area draws its page and the view goes. */
async function takesOver(competitions: HTMLElement, draw: () => void, copies: () => string[]) {
  expect(copies()).toEqual(['competitions: 赛题信用违约预测']);
  expect(competitions.classList.contains('dcic-area-arriving')).toBe(true);
  draw();
  await settle();
  expect(copies()).toEqual([]);
  expect(competitions.textContent).toBe('赛题drawn by the area');
  expect(competitions.classList.contains('dcic-area-arriving')).toBe(false);
}

afterEach(() => {
  dropLastView();
  move('/');
});

test("shows the area's page as the server draws it, in place of the page left, until the area has drawn it again", async () => {
  const { competitions, copies } = leftCommunity();
  const { onMove, asked, started } = setUp([{}]);
  move('/competitions?page=2');
  onMove('competitions', window.location.href);
  await settle();

  expect(asked).toEqual([`/_area-view?path=${encodeURIComponent('/competitions?page=2')}`]);
  expect(competitions.querySelector('h1')?.textContent).toBe('赛题');
  expect(copies()).toEqual([]);
  expect(document.head.querySelector('style[data-area-view="competitions"]')?.textContent).toBe('.cmp-list{display:grid}');
  expect(started).toEqual([answers]);

  // The area mounts: the server's page stays on screen, the area's element hidden, until it has drawn its own.
  await takesOver(competitions, await mountArea(competitions, '<h1>赛题</h1><p>drawn by the area</p>', { drawLater: true }), copies);
});

test('a view that comes while the area, its code already on the page, draws its page replaces the page left until the area has drawn it', async () => {
  const { competitions, copies } = leftCommunity();
  const { held, answer } = holdAnswer();
  const { onMove, mounting, started } = setUp([{ held }]);
  move('/competitions');
  onMove('competitions', window.location.href);
  mounting.add('competitions');
  const draw = await mountArea(competitions, '<h1>赛题</h1><p>drawn by the area</p>', { drawLater: true });
  answer();
  await settle();
  expect(started).toEqual([answers]);
  await takesOver(competitions, draw, copies);
});

test("a view of another address, language or user than the page's now is neither shown nor used", async () => {
  for (const body of [{ lang: 'en-US' }, { user: 7 }, { area: 'profile' }]) {
    const { competitions, copies } = leftCommunity();
    const { onMove, started } = setUp([{ body }]);
    move('/competitions');
    onMove('competitions', window.location.href);
    await settle();
    expect({ body, shown: competitions.textContent, copies: copies(), started }).toEqual({
      body,
      shown: '',
      copies: ['community: 讨论'],
      started: [],
    });
  }
  // The reader moved on while it was asked for.
  const { competitions } = leftCommunity();
  const { held, answer } = holdAnswer();
  const { onMove, started } = setUp([{ held }]);
  move('/competitions');
  onMove('competitions', window.location.href);
  move('/competitions/1001');
  answer();
  await settle();
  expect(competitions.textContent).toBe('');
  expect(started).toEqual([]);
});

test('a reader who moves on before the area mounts sees its view kept like a page left, until the next area shows', async () => {
  const { competitions, profile, copies } = leftCommunity();
  const { onMove } = setUp([{}]);
  move('/competitions');
  onMove('competitions', window.location.href);
  await settle();
  expect(competitions.querySelector('h1')?.textContent).toBe('赛题');

  move('/users/7');
  onMove('profile', window.location.href);
  expect(competitions.textContent).toBe('');
  expect(copies()).toEqual(['competitions: 赛题信用违约预测']);
  await mountArea(profile, '<h1>个人主页</h1>');
  expect(copies()).toEqual([]);
});

test('asks nothing for a move inside an area, nor for an area showing the view its page came with', async () => {
  leftCommunity();
  const { onMove, asked } = setUp([]);
  onMove(null, window.location.href);
  const competitions = document.getElementById('dcic-area-competitions')!;
  competitions.innerHTML = LIST;
  competitions.classList.add('dcic-first-view');
  onMove('competitions', window.location.href);
  await settle();
  expect(asked).toEqual([]);
});

test('without a view (none for the page, the server failing, the network down) the move goes on as before', async () => {
  for (const served of [{ status: 204 }, { status: 500 }]) {
    const { competitions, copies } = leftCommunity();
    const { onMove, started } = setUp([served]);
    move('/competitions');
    onMove('competitions', window.location.href);
    await settle();
    expect({ shown: competitions.textContent, copies: copies(), started }).toEqual({ shown: '', copies: ['community: 讨论'], started: [] });
  }
  const { competitions } = leftCommunity();
  const { onMove } = setUp([], {
    fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')),
  });
  move('/competitions');
  onMove('competitions', window.location.href);
  await settle();
  expect(competitions.textContent).toBe('');
});

test('a view whose style sheet does not load in time is not shown unstyled', async () => {
  const { competitions, copies } = leftCommunity();
  const { onMove } = setUp([{ body: { styles: null } }], { stylesheetTimeoutMs: 5 });
  move('/competitions');
  onMove('competitions', window.location.href);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('http://localhost:9181/first-view.css');
  expect(competitions.textContent).toBe('');
  expect(copies()).toEqual(['community: 讨论']);
});

test("the first page's own view, left before its area mounted, is kept like a page left until the next area shows", async () => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="dcic-region"><div id="dcic-area-community" class="dcic-area dcic-first-view"><h1>帮助中心</h1></div><div id="dcic-area-competitions" class="dcic-area"></div></div>';
  const community = document.getElementById('dcic-area-community')!;
  const competitions = document.getElementById('dcic-area-competitions')!;
  move('/help');
  const { onMove, asked } = setUp([{ status: 204 }], { firstView: 'community' });
  // The same address again (a reroute without a move): nothing is asked, nothing changes.
  onMove('community', window.location.href);
  expect(asked).toEqual([]);
  expect(community.textContent).toBe('帮助中心');

  move('/competitions');
  onMove('competitions', window.location.href);
  await settle();
  expect(community.textContent).toBe('');
  expect(community.classList.contains('dcic-first-view')).toBe(false);
  expect([...document.querySelectorAll<HTMLElement>('.dcic-area-leaving')].map((copy) => copy.dataset.area)).toEqual(['community']);
  await mountArea(competitions, '<h1>赛题列表</h1>');
  expect(document.querySelectorAll('.dcic-area-leaving')).toHaveLength(0);
});

test('a view asked for ahead is shown by the move to its address at once, with its answers as old as it is', async () => {
  const { competitions, copies } = leftCommunity();
  const { onMove, askAhead, asked, started, ages } = setUp([{ body: { age: 1000 } }]);
  expect(askAhead('/competitions?page=2')).toBe(true);
  // Asked once however often the reader points at the link.
  expect(askAhead('/competitions?page=2')).toBe(true);
  await settle();
  expect(asked).toEqual([`/_area-view?path=${encodeURIComponent('/competitions?page=2')}`]);
  expect(competitions.textContent).toBe('');

  await new Promise((resolve) => setTimeout(resolve, 20));
  move('/competitions?page=2');
  onMove('competitions', window.location.href);
  await settle();
  expect(competitions.querySelector('h1')?.textContent).toBe('赛题');
  expect(copies()).toEqual([]);
  // No second round trip; the answers count the time since they were asked for.
  expect(asked).toHaveLength(1);
  expect(started).toEqual([answers]);
  expect(ages[0]).toBeGreaterThanOrEqual(1020);
});

test('nothing is asked ahead for the area on the page; a view asked too long ago, or for another user, is asked for again', async () => {
  leftCommunity();
  const { askAhead, asked, mounting } = setUp([]);
  mounting.add('community');
  expect(askAhead('/discussion')).toBe(false);
  expect(asked).toEqual([]);

  const served = [{ body: { user: 7 } }, {}];
  const { competitions } = leftCommunity();
  const signedOut = setUp(served);
  signedOut.askAhead('/competitions');
  await settle();
  move('/competitions');
  signedOut.onMove('competitions', window.location.href);
  await settle();
  expect(signedOut.asked).toHaveLength(2);
  expect(competitions.querySelector('h1')?.textContent).toBe('赛题');

  const stale = setUp([{ body: { html: '<h1>旧</h1>' } }, {}], { aheadMs: 5 });
  leftCommunity();
  stale.askAhead('/competitions/1001');
  await new Promise((resolve) => setTimeout(resolve, 20));
  move('/competitions/1001');
  stale.onMove('competitions', window.location.href);
  await settle();
  expect(stale.asked).toHaveLength(2);
  expect(document.getElementById('dcic-area-competitions')!.querySelector('h1')?.textContent).toBe('赛题');
});

test('an address the server has no view for is not asked again by the move; a failure ahead is', async () => {
  leftCommunity();
  const none = setUp([{ status: 204 }]);
  none.askAhead('/competitions');
  await settle();
  move('/competitions');
  none.onMove('competitions', window.location.href);
  await settle();
  expect(none.asked).toHaveLength(1);

  const { competitions } = leftCommunity();
  let calls = 0;
  const failing = setUp([{}], {
    fetchImpl: async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return {
        status: 200,
        json: async () => ({
          area: 'competitions',
          lang: 'zh-CN',
          user: null,
          html: LIST,
          styles: '',
          stylesheet: null,
          queries: [],
          age: 0,
          stale: false,
        }),
      } as Response;
    },
  });
  failing.askAhead('/competitions');
  await settle();
  move('/competitions');
  failing.onMove('competitions', window.location.href);
  await settle();
  expect(calls).toBe(2);
  expect(competitions.querySelector('h1')?.textContent).toBe('赛题');
});

test("the area's code waits for its move's view to be painted, and no longer than it may", async () => {
  const { competitions } = leftCommunity();
  const { held, answer } = holdAnswer();
  const paints: Array<() => void> = [];
  const { onMove, painted } = setUp([{ held }, { status: 204 }, {}], { afterPaint: (work) => paints.push(work), holdMs: 50 });
  let loads = 0;
  const load = () => void painted('competitions').then(() => (loads += 1));
  /** A move to an address of the competitions, its view asked for, then the area's code asking to go. */
  const moveAndLoad = (path: string) => {
    move(path);
    onMove('competitions', window.location.href);
    load();
  };

  // Nothing to wait for without a move's view (the first page, an area already on the page).
  load();
  await settle();
  expect(loads).toBe(1);

  moveAndLoad('/competitions');
  await settle();
  expect(loads).toBe(1);
  answer();
  await settle();
  // Shown, not painted yet: the code still waits.
  expect(competitions.querySelector('h1')?.textContent).toBe('赛题');
  expect(loads).toBe(1);
  paints.shift()?.();
  await settle();
  expect(loads).toBe(2);

  // No view for the address: the code goes at the next paint.
  moveAndLoad('/competitions?page=2');
  await settle();
  paints.shift()?.();
  await settle();
  expect(loads).toBe(3);

  // A view that never paints (a tab in the background) holds the code back `holdMs` at most.
  moveAndLoad('/competitions?page=3');
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(paints.length).toBe(1);
  expect(loads).toBe(4);
});
