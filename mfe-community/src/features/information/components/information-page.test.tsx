import { ApiError, AreaContext, areaNamed, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { getNews, listNews, listNewsCategories, type NewsDetail, type NewsList, type NewsSummary } from '@dcic/shared/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { InformationPage } from './information-page';
import { NewsPage } from './news-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const categories = [
  { code: 'announcements', name: '大赛公告', count: 3 },
  { code: 'interviews', name: '获奖访谈', count: 3 },
  { code: 'tech-sharing', name: '技术分享', count: 3 },
  { code: 'industry', name: '行业资讯', count: 3 },
];

function item(id: number, title: string, overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    category: { code: 'interviews', name: '获奖访谈' },
    title,
    excerpt: `${title}的摘要`,
    coverUrl: null,
    source: '大赛新闻中心',
    publishedAt: '2026-11-20T08:00:00.000Z',
    views: 1234,
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderAt(path: string, messages: Record<string, string> = catalogs['zh-CN'], locale = 'zh-CN') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale={locale} messages={messages}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/information" element={<InformationPage />} />
              <Route path="/information/:id" element={<NewsPage />} />
            </Routes>
            <Location />
          </MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

/** Answers the list and categories; `pages` maps a query to its answer. */
function answerList(list: (query: Record<string, unknown>) => NewsList) {
  api.mockImplementation(async (endpoint: unknown, input?: { query?: Record<string, unknown> }) => {
    if (endpoint === listNewsCategories) return categories;
    if (endpoint === listNews) return list(input?.query ?? {});
    throw new Error('unexpected call');
  });
}

beforeEach(() => api.mockReset());

test('lists news with cover, date and views, filters by category tab and keeps the choice in the address', async () => {
  answerList((query) =>
    query.category === 'tech-sharing'
      ? { list: [item(3, '从零搭建 baseline', { category: { code: 'tech-sharing', name: '技术分享' } })], total: 1 }
      : { list: [item(1, '冠军专访'), item(2, '亚军专访')], total: 2 },
  );
  renderAt('/information');
  const first = await screen.findByRole('link', { name: '冠军专访' });
  expect(first.getAttribute('href')).toBe('/information/1');
  const card = first.closest('article')!;
  expect(within(card).getByText('1234 次浏览')).toBeTruthy();
  expect(within(card).getByText('2026/11/20')).toBeTruthy();
  // Without a cover of its own, the item shows its category's, drawn by CSS rather than as an image.
  expect(card.querySelector('.com-news-cover.com-cover-interviews')).not.toBeNull();
  expect(card.querySelector('img')).toBeNull();
  expect(screen.getByText('共 2 条资讯')).toBeTruthy();

  fireEvent.click(await screen.findByRole('button', { name: '技术分享' }));
  expect(await screen.findByRole('link', { name: '从零搭建 baseline' })).toBeTruthy();
  expect(address()).toBe('/information?category=tech-sharing');
  expect(screen.getByRole('button', { name: '技术分享' }).getAttribute('aria-pressed')).toBe('true');
  expect(api).toHaveBeenCalledWith(listNews, { query: expect.objectContaining({ category: 'tech-sharing', page: 1 }) });
});

test('searches, pages through the results and says when nothing matches', async () => {
  answerList((query) => {
    if (query.search === '没有') return { list: [], total: 0 };
    if (query.page === 2) return { list: [item(21, '第二页的资讯')], total: 21 };
    return { list: Array.from({ length: 10 }, (_, i) => item(i + 1, `资讯 ${i + 1}`)), total: 21 };
  });
  renderAt('/information');
  fireEvent.change(await screen.findByRole('searchbox', { name: '搜索资讯' }), { target: { value: ' 冠军 ' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(address()).toBe(`/information?search=${encodeURIComponent('冠军')}`);
  expect(await screen.findByRole('link', { name: '资讯 1' })).toBeTruthy();

  const pager = () => screen.getByRole('navigation', { name: '分页' });
  expect(within(pager()).queryByRole('link', { name: '上一页' })).toBeNull();
  expect(within(pager()).getByText('上一页').getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(within(pager()).getByRole('link', { name: '下一页' }));
  expect(await screen.findByRole('link', { name: '第二页的资讯' })).toBeTruthy();
  expect(address()).toBe(`/information?search=${encodeURIComponent('冠军')}&page=2`);
  expect(within(pager()).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
  expect(within(pager()).getByRole('link', { name: '第 3 页' }).getAttribute('aria-current')).toBeNull();

  fireEvent.change(screen.getByRole('searchbox', { name: '搜索资讯' }), { target: { value: '没有' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(await screen.findByText('没有找到与“没有”相关的资讯')).toBeTruthy();
});

test('a failed list shows the error with a retry instead of an empty list', async () => {
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listNewsCategories) return categories;
    throw new ApiError({ message: 'boom', errno: 'e50000', status: 500, requestId: 'r-9' });
  });
  renderAt('/information');
  expect((await screen.findByRole('alert')).textContent).toContain('r-9');
  expect(screen.queryByText('暂无资讯')).toBeNull();
});

test('shows an item rendered from Markdown, its related items and the way back, in English too', async () => {
  const detail: NewsDetail = {
    ...item(7, 'Interview with the champions', { category: { code: 'interviews', name: 'Winner interviews' }, views: 1 }),
    body: '## How they won\n\nFeature **engineering**.<script>alert(1)</script>',
    related: [item(8, 'Runners-up', { category: { code: 'interviews', name: 'Winner interviews' } })],
  };
  api.mockImplementation(async (endpoint: unknown, input: { params: { id: number } }) => {
    if (endpoint === getNews && input.params.id === 7) return detail;
    throw new Error('unexpected call');
  });
  const { container } = renderAt('/information/7', catalogs['en-US'], 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: 'Interview with the champions' })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: 'How they won' })).toBeTruthy();
  expect(container.querySelector('strong')?.textContent).toBe('engineering');
  expect(container.querySelector('script')).toBeNull();
  expect(screen.getByText('Source: 大赛新闻中心')).toBeTruthy();
  expect(screen.getByText('1 view')).toBeTruthy();
  const related = screen.getByRole('complementary', { name: 'Related news' });
  expect(within(related).getByRole('link', { name: 'Runners-up' }).getAttribute('href')).toBe('/information/8');

  fireEvent.click(screen.getByRole('link', { name: 'Back to the news' }));
  expect(address()).toBe('/information');
});

test('an unknown item shows the localised message; a malformed address asks nothing of the API', async () => {
  api.mockRejectedValue(new ApiError({ message: '您访问的内容不存在或已被删除', errno: 'e40400', status: 404, requestId: 'r-1' }));
  renderAt('/information/999');
  expect((await screen.findByRole('alert')).textContent).toContain('您访问的内容不存在或已被删除');

  api.mockClear();
  renderAt('/information/abc');
  expect(screen.getByText('您访问的资讯不存在或已被删除')).toBeTruthy();
  expect(api).not.toHaveBeenCalled();
});
