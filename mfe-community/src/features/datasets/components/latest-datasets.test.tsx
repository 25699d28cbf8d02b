import { AreaContext, areaNamed, I18nProvider } from '@dcic/shared';
import type { DatasetSummary } from '@dcic/shared/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
// As the home page takes it: from the feature's entry.
import { LatestDatasets } from '..';

const dataset = (id: number, name: string, size: number, downloads: number) => ({ id, name, size, downloads }) as DatasetSummary;

function renderLatest(datasets: DatasetSummary[]) {
  render(
    <AreaContext.Provider value={areaNamed('community')}>
      <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
        <MemoryRouter>
          <LatestDatasets datasets={datasets} />
        </MemoryRouter>
      </I18nProvider>
    </AreaContext.Provider>,
  );
}

test('shows the newest datasets with their size and downloads, and the way to all of them', () => {
  renderLatest([dataset(5, '合成急诊分诊问诊记录', 9000, 9), dataset(4, '机房服务器温度与负载读数', 30_000, 18)]);
  expect(screen.getByRole('link', { name: '合成急诊分诊问诊记录' }).getAttribute('href')).toBe('/datasets/5');
  expect(screen.getByText(/29 KB/).textContent).toBe('29 KB · 18 次下载');
  expect(screen.getByRole('link', { name: '全部数据集' }).getAttribute('href')).toBe('/datasets');
});

test('says so when the catalogue has no dataset yet', () => {
  renderLatest([]);
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.getByText('暂无数据')).toBeTruthy();
});
