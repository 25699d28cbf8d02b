import { AreaContext, areaNamed, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import {
  getDataset,
  getDatasetFacets,
  listDatasets,
  type DatasetDetail,
  type DatasetList,
  type DatasetSummary,
} from '@dcic/shared/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { DatasetPage } from './dataset-page';
import { DatasetsPage } from './datasets-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));
jest.mock('@dcic/shared/markdown', () => ({
  LazyMarkdown: ({ source }: { source: string }) => <div data-testid="markdown">{source}</div>,
}));

const facets = {
  tags: [
    { tag: 'iot', count: 2 },
    { tag: 'nlp', count: 1 },
  ],
  competitions: [{ id: 1001, name: '鲲鹏服务器负载预测', count: 2 }],
  races: [{ code: 'algorithm', name: '算法赛' }],
};

function dataset(id: number, name: string, overrides: Partial<DatasetSummary> = {}): DatasetSummary {
  return {
    id,
    name,
    excerpt: `${name}的说明`,
    licence: 'cc-by-4.0',
    size: 8300,
    fileCount: 2,
    downloads: 46,
    competitions: [{ id: 1001, name: '鲲鹏服务器负载预测' }],
    publisher: { kind: 'user', id: 100002, name: '数据达人' },
    tags: ['iot'],
    hidden: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderAt(path: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale={locale} messages={catalogs[locale]}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/datasets" element={<DatasetsPage />} />
              <Route path="/datasets/:id" element={<DatasetPage />} />
            </Routes>
            <Location />
          </MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

function answer(list: (query: Record<string, unknown>) => DatasetList, detail?: DatasetDetail) {
  api.mockImplementation(async (endpoint: unknown, input?: { query?: Record<string, unknown> }) => {
    if (endpoint === getDatasetFacets) return facets;
    if (endpoint === listDatasets) return list(input?.query ?? {});
    if (endpoint === getDataset && detail) return detail;
    throw new Error('unexpected call');
  });
}

beforeEach(() => api.mockReset());

test('lists datasets with size, licence, downloads and linked competitions', async () => {
  answer(() => ({
    list: [
      dataset(1, '机房温度读数'),
      dataset(2, '赛题数据', { licence: 'competition-only', publisher: { kind: 'platform', id: null, name: 'DCIC 平台' } }),
    ],
    total: 2,
  }));
  renderAt('/datasets');
  const link = await screen.findByRole('link', { name: '机房温度读数' });
  expect(link.getAttribute('href')).toBe('/datasets/1');
  const card = within(link.closest('article')!);
  expect(card.getByText('大小 8.1 KB')).toBeTruthy();
  expect(card.getByText('CC BY 4.0')).toBeTruthy();
  expect(card.getByText('46 次下载')).toBeTruthy();
  expect(card.getByRole('link', { name: '鲲鹏服务器负载预测' }).getAttribute('href')).toBe('/competitions/1001');
  expect(card.getByText('发布者：数据达人')).toBeTruthy();
  const platform = within(screen.getByRole('link', { name: '赛题数据' }).closest('article')!);
  expect(platform.getByText('仅限赛题使用')).toBeTruthy();
  expect(platform.getByText('发布者：DCIC 平台')).toBeTruthy();
  expect(screen.getByText('共 2 个数据集')).toBeTruthy();
});

test('keeps the search, filters, sort and page in the address and asks the API with them', async () => {
  answer((query) => ({ list: [dataset(Number(query.page ?? 1), `第 ${String(query.page ?? 1)} 页的数据集`)], total: 30 }));
  renderAt('/datasets');
  await screen.findByRole('link', { name: '第 1 页的数据集' });

  fireEvent.change(screen.getByRole('searchbox', { name: '搜索数据集' }), { target: { value: '温度' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(address()).toBe('/datasets?search=%E6%B8%A9%E5%BA%A6');

  fireEvent.change(screen.getByRole('combobox', { name: '许可协议' }), { target: { value: 'cc0-1.0' } });
  await screen.findByRole('option', { name: 'iot' });
  fireEvent.change(screen.getByRole('combobox', { name: '标签' }), { target: { value: 'iot' } });
  fireEvent.change(screen.getByRole('combobox', { name: '关联赛题' }), { target: { value: '1001' } });
  fireEvent.change(screen.getByRole('combobox', { name: '排序' }), { target: { value: 'downloads' } });
  fireEvent.click(await screen.findByRole('link', { name: '第 2 页' }));
  expect(address()).toBe('/datasets?search=%E6%B8%A9%E5%BA%A6&licence=cc0-1.0&tag=iot&competition=1001&sort=downloads&page=2');
  await screen.findByRole('link', { name: '第 2 页的数据集' });
  expect(api).toHaveBeenLastCalledWith(listDatasets, {
    query: { search: '温度', licence: 'cc0-1.0', competition: 1001, race: undefined, tag: 'iot', sort: 'downloads', page: 2, per_page: 12 },
  });
});

test('says so when nothing matches', async () => {
  answer(() => ({ list: [], total: 0 }));
  renderAt('/datasets?search=none');
  expect(await screen.findByText('没有符合条件的数据集')).toBeTruthy();
});

test("shows a dataset's description, files with sizes and download links, linked competitions and publisher", async () => {
  const detail: DatasetDetail = {
    ...dataset(7, 'Server readings'),
    description: '## About\n\nReadings.',
    files: [
      { id: 70, name: 'readings.csv', size: 2_500_000, url: '/api/datasets/7/files/70' },
      { id: 71, name: 'README.md', size: 120, url: '/api/datasets/7/files/71' },
    ],
    canEdit: false,
    canHide: false,
  };
  answer(() => ({ list: [], total: 0 }), detail);
  renderAt('/datasets/7', 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: 'Server readings' })).toBeTruthy();
  expect((await screen.findByTestId('markdown')).textContent).toContain('## About');
  const download = screen.getByRole('link', { name: 'Download readings.csv' });
  expect(download.getAttribute('href')).toBe('/api/datasets/7/files/70');
  expect(within(download.closest('tr')!).getByText('2.4 MB')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Download README.md' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '鲲鹏服务器负载预测' }).getAttribute('href')).toBe('/competitions/1001');
  expect(screen.getByRole('link', { name: '数据达人' }).getAttribute('href')).toBe('/users/100002');
  expect(screen.getByText('46 downloads')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete the dataset' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
});

test('offers its publisher and staff a way to edit the dataset', async () => {
  answer(() => ({ list: [], total: 0 }), { ...dataset(7, 'Server readings'), description: '', files: [], canEdit: true, canHide: false });
  renderAt('/datasets/7', 'en-US');
  expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/datasets/7/edit');
  expect(screen.getByRole('button', { name: 'Delete the dataset' })).toBeTruthy();
});

test('an address that is no dataset id says the dataset does not exist', () => {
  answer(() => ({ list: [], total: 0 }));
  renderAt('/datasets/abc');
  expect(screen.getByRole('alert').textContent).toBe('数据集不存在或已被删除');
});
