import { ApiError, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { getSpecialNews, getSpecialPage, listSpecials, type SpecialItem, type SpecialPage as SpecialPageData } from '@dcic/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { SpecialListPage } from './special-list-page';
import { SpecialPage } from './special-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const item = (slug: string, title: string, extra: Partial<SpecialItem> = {}): SpecialItem => ({
  slug,
  title,
  subtitle: '',
  body: '',
  imageUrl: null,
  linkUrl: null,
  publishedAt: null,
  ...extra,
});

const page: SpecialPageData = {
  name: 'digital-government',
  title: '数字政府专题赛',
  footerText: null,
  intro: '专题赛**简介**',
  bannerUrl: null,
  competitions: [{ id: 1003, slug: 'government-hotline-routing', title: '政务热线工单智能分派' }],
  items: {
    news: [item('launch', '专题赛正式启动', { publishedAt: '2026-11-20T00:00:00.000Z', body: '启动正文' })],
    organization: [item('office', '数字福建办公室', { subtitle: '主办单位', linkUrl: 'https://example.org' })],
    expert: [item('lin-hua', '林华', { subtitle: '教授', body: '研究电子政务' })],
    job: [item('nlp', '自然语言处理工程师', { body: '负责政务文本分类' })],
    talent: [],
    contact: [item('office', '组委会办公室', { body: '邮箱：gov@dcic.example' })],
  },
};

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/special" element={<SpecialListPage />} />
            <Route path="/special/:name/*" element={<SpecialPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listSpecials) return [{ name: 'digital-government', title: '数字政府专题赛', excerpt: '专题赛简介', bannerUrl: null }];
    if (endpoint === getSpecialPage) return page;
    if (endpoint === getSpecialNews) return page.items.news[0];
    throw new Error('unexpected call');
  });
});

test('the list links every special contest', async () => {
  renderAt('/special');
  expect((await screen.findByRole('link', { name: '数字政府专题赛' })).getAttribute('href')).toBe('/special/digital-government');
  expect(screen.getByText('专题赛简介')).toBeTruthy();
});

test("a contest's home shows its introduction, menu and latest news", async () => {
  renderAt('/special/digital-government');
  expect(await screen.findByRole('heading', { level: 1, name: '数字政府专题赛' })).toBeTruthy();
  const menu = screen.getByRole('navigation', { name: '专题赛栏目' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['首页', '赛题', '新闻动态', '组织机构', '专家', '招聘', '人才', '联系我们']);
  expect(await screen.findByText('简介')).toBeTruthy();
  expect(screen.getByRole('link', { name: '专题赛正式启动' }).getAttribute('href')).toBe('/special/digital-government/news/launch');
  expect(api).toHaveBeenCalledWith(getSpecialPage, { params: { name: 'digital-government' } });
});

test.each([
  ['competition', '赛题', '政务热线工单智能分派'],
  ['organization', '组织机构', '数字福建办公室'],
  ['expert', '专家', '林华'],
  ['job', '招聘', '自然语言处理工程师'],
  ['contact', '联系我们', '组委会办公室'],
])('the %s page lists its items', async (child, heading, title) => {
  renderAt(`/special/digital-government/${child}`);
  const section = await screen.findByRole('region', { name: heading });
  expect(within(section).getByRole('heading', { name: title })).toBeTruthy();
});

test('an empty child page says so', async () => {
  renderAt('/special/digital-government/talent');
  expect(await screen.findByText('暂无内容')).toBeTruthy();
});

test('the news page links each item by its full address', async () => {
  renderAt('/special/digital-government/news');
  const section = await screen.findByRole('region', { name: '新闻动态' });
  expect(within(section).getByRole('link', { name: '专题赛正式启动' }).getAttribute('href')).toBe(
    '/special/digital-government/news/launch',
  );
});

test('a news item of the contest shows its body', async () => {
  renderAt('/special/digital-government/news/launch');
  expect(await screen.findByRole('heading', { level: 2, name: '专题赛正式启动' })).toBeTruthy();
  expect(await screen.findByText('启动正文')).toBeTruthy();
  expect(api).toHaveBeenCalledWith(getSpecialNews, { params: { name: 'digital-government', slug: 'launch' } });
});

test('an unknown contest shows the localised error of the API', async () => {
  api.mockRejectedValue(new ApiError({ message: '该专题赛不存在', errno: 'e40470', status: 404, requestId: 'r-1' }));
  renderAt('/special/nope');
  expect(await screen.findByText('该专题赛不存在')).toBeTruthy();
});
