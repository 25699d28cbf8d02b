import { AreaContext, areaNamed, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { listDatasets } from '@dcic/shared/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogs } from '../../../i18n/catalogs';
// As the home page takes it: from the feature's entry.
import { LatestDatasets } from '..';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

test('shows the newest datasets with their size and downloads, and the way to all of them', async () => {
  api.mockResolvedValue({
    list: [
      { id: 5, name: '合成急诊分诊问诊记录', size: 9000, downloads: 9 },
      { id: 4, name: '机房服务器温度与负载读数', size: 30_000, downloads: 18 },
    ],
    total: 2,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
          <MemoryRouter>
            <LatestDatasets />
          </MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
  expect((await screen.findByRole('link', { name: '合成急诊分诊问诊记录' })).getAttribute('href')).toBe('/datasets/5');
  expect(screen.getByText(/29 KB/).textContent).toBe('29 KB · 18 次下载');
  expect(screen.getByRole('link', { name: '全部数据集' }).getAttribute('href')).toBe('/datasets');
  expect(api).toHaveBeenCalledWith(listDatasets, { query: { sort: 'latest', page: 1, per_page: 4 } });
});
