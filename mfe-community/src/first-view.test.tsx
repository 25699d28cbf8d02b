/** @jest-environment node */
import type { Board, DatasetSummary, HomeContent } from '@dcic/shared/contract';
import { fakeApiDuringTests } from '@dcic/shared/testing/fake-api-server';
import { summary } from './features/discussion/components/test-render';
import { renderFirstView } from './first-view';

// As the first-view build does (buildFirstView in scripts/server-bundle/bundle.mjs): a text's
// Markdown is rendered at once and cleaned by the server's sanitiser.
jest.mock('@dcic/shared/markdown', () => jest.requireActual('../../shared/src/content/lazy-markdown-on-server'));
jest.mock('../../shared/src/content/sanitize-in-browser', () => jest.requireActual('../../shared/src/content/sanitize-on-server'));

const home: HomeContent = {
  banners: [{ raceId: 3, name: '大数据', image: '', link: '/competitions?raceId=3' }],
  competitions: {
    'in-progress': [
      {
        id: 1,
        name: '信贷违约风险预测',
        startTime: '2026-11-01T00:00:00.000Z',
        endTime: '2026-12-31T00:00:00.000Z',
        timeState: 'in-progress',
        teams: 42,
      },
    ],
    'not-started': [],
    ended: [],
  },
  news: [
    {
      id: 11,
      category: { code: 'announcements', name: '大赛公告' },
      title: '第九届数字中国创新大赛正式启动',
      excerpt: '',
      coverUrl: null,
      source: '组委会',
      publishedAt: '2026-11-23T08:00:00.000Z',
      views: 3862,
    },
  ],
  figures: { users: '160,000+', data: '2T+', resources: '1000+', daily: '15+' },
  counts: { users: 16384, competitions: 8, news: 12, datasets: 10 },
  datasets: [],
  highlights: [],
};

const dataset: DatasetSummary = {
  id: 7,
  name: '机房服务器温度与负载读数',
  excerpt: '',
  licence: 'cc-by-4.0',
  size: 11_000,
  fileCount: 2,
  downloads: 46,
  competitions: [],
  publisher: { kind: 'user', id: 100002, name: '数据达人' },
  tags: ['iot'],
  hidden: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};

const boards: Board[] = [{ id: 1, kind: 'general', name: '综合讨论', description: '', competitionId: null, posts: 21 }];
const post = summary(41, 'B 榜的切分方式', { kind: 'question', excerpt: 'B 榜按时间切分吗？', solved: true });

const api = fakeApiDuringTests((request) => {
  if (request.url === '/api/content/home') return { data: home };
  if (request.url === '/api/content/categories') return { data: [{ code: 'announcements', name: '大赛公告', count: 1 }] };
  if (request.url?.startsWith('/api/content/news?')) return { data: { list: home.news, total: 31 } };
  if (request.url?.startsWith('/api/discussion/boards')) return { data: boards };
  if (request.url?.startsWith('/api/discussion/posts?')) return { data: { list: [post], total: 21 } };
  if (request.url === '/api/datasets/facets') return { data: { tags: [{ tag: 'iot', count: 1 }], competitions: [], races: [] } };
  if (request.url?.startsWith('/api/datasets?')) return { data: { list: [dataset], total: 23 } };
  if (request.url === '/api/datasets/7') {
    const mine = request.headers.cookie === 'dcic_sso=t';
    return { data: { ...dataset, description: '## 字段\n\n每分钟一条读数。', files: [], canEdit: mine, canHide: false } };
  }
  if (request.url === '/api/datasets/8') return { status: 404 };
  if (['/api/editions', '/api/special', '/api/training/courses', '/api/pages/dcic'].includes(request.url ?? '')) return { data: [] };
  if (request.url?.startsWith('/api/experts')) return { data: [] };
  if (request.url === '/api/pages/dcic/DCIC') {
    return {
      data: {
        section: 'dcic',
        slug: 'DCIC',
        title: '关于大赛',
        summary: '',
        coverUrl: null,
        publishedAt: '2026-01-01T00:00:00.000Z',
        body: '由**组委会**主办。',
      },
    };
  }
  if (request.url === '/api/pages/dcic/gone') return { status: 404 };
  if (request.url === '/api/pages/site/welfare') {
    return {
      data: {
        section: 'site',
        slug: 'welfare',
        title: '公益计划',
        summary: '',
        coverUrl: null,
        publishedAt: '2026-01-01T00:00:00.000Z',
        body: '面向**高校**开放。',
      },
    };
  }
  const slug = /\/api\/pages\/help\/([^/?]+)/.exec(request.url ?? '')?.[1];
  if (!slug || slug === 'contact') return { status: 500 };
  const title = request.headers['x-lang'] === 'en-US' ? 'Privacy <policy>' : '隐私政策';
  const body =
    '## 收集的信息\n\n我们只收集**必要**的信息。<img src=x onerror="alert(1)"><script>alert(2)</script>[链接](javascript:alert(3))';
  return { data: { section: 'help', slug, title, summary: '', coverUrl: null, publishedAt: '2026-01-01T00:00:00.000Z', body } };
});

test('renders a help page with its title and its Markdown from the API, and hands over the answer under the query key the page uses', async () => {
  // The first render of the file: no earlier one has loaded a lazy component the page uses.
  const view = await renderFirstView({ url: 'https://dcic.example/help/privacy', init: { lang: 'zh-CN' }, apiUrl: api.url });
  expect(view?.html).toContain('<h1 id="com-content-title">隐私政策</h1>');
  // The text itself, cleaned by the allow-list, and no loading state in its place.
  expect(view?.html).toContain('<div class="dcic-markdown com-markdown"><h2>收集的信息</h2>');
  expect(view?.html).toContain('<p>我们只收集<strong>必要</strong>的信息。<img src="x" />');
  expect(view?.html).not.toMatch(/onerror|<script|javascript:|aria-busy/);
  expect(view?.html).toMatch(/<nav aria-label="帮助中心"/);
  expect(view?.html).toContain('aria-current="page"');
  expect(view?.queries).toEqual([[['pages', 'help', 'privacy'], expect.objectContaining({ title: '隐私政策' })]]);
  expect(api.asked.at(-1)).toMatchObject({ url: '/api/pages/help/privacy', lang: 'zh-CN', cookie: undefined });
  expect(view?.scriptless).toBeUndefined();
});

test('renders in English, escaping what the API wrote', async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/help/privacy?x=1', init: { lang: 'en-US' }, apiUrl: api.url });
  expect(view?.html).toContain('<h1 id="com-content-title">Privacy &lt;policy&gt;</h1>');
  expect(view?.html).toMatch(/<nav aria-label="Help"/);
});

test('leaves an address it does not render to the browser, and fails when the API does', async () => {
  await expect(renderFirstView({ url: 'https://dcic.example/ent-apply', init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
  await expect(
    renderFirstView({ url: 'https://dcic.example/help/contact', init: { lang: 'zh-CN' }, apiUrl: api.url }),
  ).rejects.toBeTruthy();
});

test('renders the home page whole from its one request: competitions, news and figures, and hands over that answer', async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/', init: { lang: 'zh-CN' }, apiUrl: api.url });
  expect(view?.html).toContain('数字中国创新大赛');
  expect(view?.html).toContain('href="/competitions/1"');
  expect(view?.html).toContain('第九届数字中国创新大赛正式启动');
  expect(view?.html).toContain('160,000+');
  // A race without an image and a news item without a cover: their defaults drawn by CSS, no SVG image.
  expect(view?.html).toContain(
    '<span class="com-banner-cover" style="background:linear-gradient(to bottom right, #1d4f91, #3a8ee6)"></span>',
  );
  expect(view?.html).toContain('com-cover com-cover-announcements');
  expect(view?.html).not.toContain('data:image/svg');
  expect(view?.html).not.toContain('aria-busy');
  expect(view?.queries).toEqual([[['content', 'home'], home]]);
  expect(api.asked.at(-1)).toMatchObject({ url: '/api/content/home', lang: 'zh-CN', cookie: undefined });
  // Text and links alone, so the page shows it without the area's script: nothing a reader fills in or presses.
  expect(view?.scriptless).toBe(true);
  expect(view?.html).not.toMatch(/<(input|button|select|textarea|form|details|dialog)\b|\bcontenteditable|\btabindex=/);
});

test('renders the news list its address asks for, under the query keys the page uses', async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/information?category=announcements&page=2',
    init: { lang: 'zh-CN' },
    apiUrl: api.url,
  });
  expect(api.asked.map((entry) => entry.url)).toContain('/api/content/news?category=announcements&page=2&per_page=10');
  expect(view?.html).toContain('aria-pressed="true">大赛公告</button>');
  expect(view?.html).toContain('href="/information/11"');
  expect(view?.queries.map(([key]) => key)).toEqual([
    ['news', 'categories'],
    ['news', 'list', { category: 'announcements', page: 2, per_page: 10 }],
  ]);
});

test('renders the discussion its address asks for: the boards, the posts and their pages, under the query keys the page uses', async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/discussion?kind=question&page=2',
    init: { lang: 'zh-CN' },
    apiUrl: api.url,
  });
  expect(api.asked.map((entry) => entry.url)).toContain('/api/discussion/posts?kind=question&sort=latest&page=2&per_page=20');
  expect(view?.html).toContain('综合讨论');
  expect(view?.html).toContain('href="/discussion/41"');
  expect(view?.html).toContain('B 榜按时间切分吗？');
  expect(view?.html).toContain('href="/discussion?kind=question"');
  expect(view?.html).toContain('aria-label="帖子类型"');
  expect(view?.html).toContain('aria-pressed="true">问答</button>');
  expect(view?.html).not.toContain('aria-busy');
  expect(view?.queries.map(([key]) => key)).toEqual([
    ['discussion', 'boards'],
    ['discussion', 'posts', { board: undefined, kind: 'question', sort: 'latest', search: undefined, page: 2, per_page: 20 }],
  ]);
});

test("renders the datasets catalogue its address asks for, the filters' choices with it, under the query keys the page uses", async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/datasets?sort=downloads&page=2&tag=iot',
    init: { lang: 'zh-CN' },
    apiUrl: api.url,
  });
  expect(view?.html).toMatch(/<h1[^>]*>数据集<\/h1>/);
  expect(view?.html).toContain('href="/datasets/7"');
  expect(view?.html).toContain('机房服务器温度与负载读数');
  expect(view?.html).not.toContain('aria-busy');
  const list = api.asked.find((request) => request.url?.startsWith('/api/datasets?'));
  expect(list?.url).toMatch(/sort=downloads/);
  expect(list?.url).toMatch(/page=2/);
  expect(view?.queries).toEqual([
    [['datasets', 'facets'], expect.objectContaining({ tags: [{ tag: 'iot', count: 1 }] })],
    [['datasets', 'list', expect.objectContaining({ sort: 'downloads', page: 2, tag: 'iot' })], { list: [dataset], total: 23 }],
  ]);
});

test('renders the other pages of content, each with the answer its page asks for, and a site page with its text', async () => {
  const pages: Array<[string, RegExp, unknown[]]> = [
    ['/dcic', /<h1[^>]*>大赛新闻<\/h1>/, ['pages', 'dcic']],
    ['/review', /<h1[^>]*>往届回顾<\/h1>/, ['editions']],
    ['/education', /<h1[^>]*>训练营<\/h1>/, ['training', 'courses']],
    ['/experts?type=professional-tutor', /<h1[^>]*>专家库<\/h1>/, ['experts', 'professional-tutor']],
    ['/special', /<h1[^>]*>专题赛<\/h1>/, ['special', 'list']],
    ['/welfare', /<h1[^>]*>公益计划<\/h1>/, ['pages', 'site', 'welfare']],
  ];
  for (const [path, heading, queryKey] of pages) {
    const view = await renderFirstView({ url: `https://dcic.example${path}`, init: { lang: 'zh-CN' }, apiUrl: api.url });
    expect(view?.html).toMatch(heading);
    expect(view?.html).not.toContain('aria-busy');
    expect(view?.queries.map(([key]) => key)).toEqual([queryKey]);
  }
  const about = await renderFirstView({ url: 'https://dcic.example/dcic/DCIC', init: { lang: 'zh-CN' }, apiUrl: api.url });
  expect(about?.html).toContain('<p>由<strong>组委会</strong>主办。</p>');
  expect(about?.queries.map(([key]) => key)).toEqual([['pages', 'dcic', 'DCIC']]);
  await expect(renderFirstView({ url: 'https://dcic.example/dcic/gone', init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
  const welfare = await renderFirstView({ url: 'https://dcic.example/welfare', init: { lang: 'zh-CN' }, apiUrl: api.url });
  expect(welfare?.html).toContain('<p>面向<strong>高校</strong>开放。</p>');
});

test("renders a dataset's page with its description, as its viewer sees it, and leaves one that is not there to the browser", async () => {
  const visitor = await renderFirstView({
    url: 'https://dcic.example/datasets/7',
    init: { lang: 'zh-CN' },
    apiUrl: api.url,
    cookie: 'lang=zh-CN',
  });
  expect(api.asked.at(-1)).toMatchObject({ url: '/api/datasets/7', cookie: undefined });
  expect(visitor?.html).toMatch(/<h1[^>]*>机房服务器温度与负载读数<\/h1>/);
  expect(visitor?.html).toContain('<h2>字段</h2>');
  expect(visitor?.html).not.toContain('aria-busy');
  expect(visitor?.queries).toEqual([[['datasets', 'item', 7], expect.objectContaining({ canEdit: false })]]);
  // Its publisher's page, with their session: what they may do there comes with it.
  const publisher = { id: 100002, userId: 100002, ssoId: 2 };
  const mine = await renderFirstView({
    url: 'https://dcic.example/datasets/7',
    init: { lang: 'zh-CN', user: publisher },
    apiUrl: api.url,
    cookie: 'dcic_sso=t',
  });
  expect(api.asked.at(-1)).toMatchObject({ url: '/api/datasets/7', cookie: 'dcic_sso=t' });
  expect(mine?.queries).toEqual([[['datasets', 'item', 7], expect.objectContaining({ canEdit: true })]]);
  await expect(renderFirstView({ url: 'https://dcic.example/datasets/8', init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
  await expect(renderFirstView({ url: 'https://dcic.example/datasets/new', init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
});
