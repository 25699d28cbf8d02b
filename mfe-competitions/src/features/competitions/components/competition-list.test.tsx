import { ApiError, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import type { CompetitionList as CompetitionListData } from '@dcic/shared/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import zhCN from '../../../i18n/zh-CN.json';
import { CompetitionList } from './competition-list';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const race = { id: 1, nameCn: '大数据', nameEn: 'Big data', sort: 0, banner: '', bannerUrl: '', bannerStatus: 1 };
const answer: CompetitionListData = {
  cmpt: {
    competitions: [
      {
        id: 1001,
        name: '信贷违约风险预测',
        summary: '',
        type: 'computing',
        race,
        tags: [],
        industry: null,
        reward: '',
        bonus: 0,
        startTime: '2026-01-01T00:00:00.000Z',
        endTime: '2026-12-31T00:00:00.000Z',
        isOpenSignup: true,
        timeState: 'in-progress',
        canSignup: true,
        teams: 0,
        players: 0,
      },
    ],
    total: 1,
  },
  cmptTags: [],
  industries: [],
  races: [race],
};

function renderList() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <MemoryRouter initialEntries={['/competitions']}>
          <CompetitionList />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

test('a failed list shows the error with a retry instead of an empty list, and the retry loads it', async () => {
  api
    .mockRejectedValueOnce(new ApiError({ message: 'boom', errno: 'e50000', status: 500, requestId: 'r-7' }))
    .mockResolvedValueOnce(answer);
  renderList();
  expect((await screen.findByRole('alert')).textContent).toContain('r-7');
  expect(screen.queryByText('暂无数据')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('link', { name: '信贷违约风险预测' })).toBeTruthy();
  expect(api).toHaveBeenCalledTimes(2);
});
