import { ApiError, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import zhCN from '../../../i18n/zh-CN.json';
import { competitionListOf } from '../../../testing/competition-list';
import { CompetitionList } from './competition-list';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const answer = competitionListOf();

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
