import { createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { getPage, listPages } from '@dcic/shared/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { DcicItemPage } from './dcic-item-page';
import { DcicPage } from './dcic-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const summary = (slug: string, title: string) => ({
  slug,
  title,
  summary: `${title}摘要`,
  coverUrl: null,
  publishedAt: '2026-11-20T00:00:00.000Z',
});

function renderAt(url: string) {
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listPages) return [summary('DCIC', '关于大赛'), summary('open-data', '开放数据集超过 50 个')];
    if (endpoint === getPage) return { ...summary('DCIC', '关于数字中国创新大赛'), section: 'dcic', body: '大赛**宗旨**' };
    throw new Error('unexpected call');
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/dcic" element={<DcicPage />} />
            <Route path="/dcic/:id" element={<DcicItemPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

test("lists the contest's news without its about page, and links the about page", async () => {
  renderAt('/dcic');
  expect((await screen.findByRole('link', { name: '开放数据集超过 50 个' })).getAttribute('href')).toBe('/dcic/open-data');
  expect(screen.queryByRole('link', { name: '关于大赛' })).toBeNull();
  expect(screen.getByRole('link', { name: '关于数字中国创新大赛' }).getAttribute('href')).toBe('/dcic/DCIC');
});

test('the about page renders its Markdown with the way back', async () => {
  renderAt('/dcic/DCIC');
  expect(await screen.findByRole('heading', { level: 1, name: '关于数字中国创新大赛' })).toBeTruthy();
  expect(await screen.findByText('宗旨')).toBeTruthy();
  expect(screen.getByRole('link', { name: '返回大赛新闻' }).getAttribute('href')).toBe('/dcic');
  expect(api).toHaveBeenCalledWith(getPage, { params: { section: 'dcic', slug: 'DCIC' } });
});
