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
  const mounting = new Set<string>();
  const onMove = areaViews({
    endpoint: '/_area-view',
    elementOf: (area) => document.getElementById(`dcic-area-${area}`)!,
    mounting: (area) => mounting.has(area),
    lang: () => 'zh-CN',
    userId: () => null,
    startFrom: (view) => started.push(view.queries),
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
  return { onMove, asked, started, mounting };
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
  const draw = await mountArea(competitions, '<h1>赛题</h1><p>drawn by the area</p>', { drawLater: true });
  expect(copies()).toEqual(['competitions: 赛题信用违约预测']);
  expect(competitions.classList.contains('dcic-area-arriving')).toBe(true);
  draw();
  await settle();
  expect(copies()).toEqual([]);
  expect(competitions.textContent).toBe('赛题drawn by the area');
  expect(competitions.classList.contains('dcic-area-arriving')).toBe(false);
});

test('a view that comes once the area is mounting is not shown, but the area starts from its answers', async () => {
  const { competitions, copies } = leftCommunity();
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const { onMove, started, mounting } = setUp([{ held }]);
  move('/competitions');
  onMove('competitions', window.location.href);
  mounting.add('competitions');
  answer();
  await settle();
  expect(competitions.textContent).toBe('');
  expect(copies()).toEqual(['community: 讨论']);
  expect(started).toEqual([answers]);
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
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
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
