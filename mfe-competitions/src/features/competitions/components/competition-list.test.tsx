import { ApiError, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@dcic/shared/router';
import zhCN from '../../../i18n/zh-CN.json';
import { competitionListOf } from '../../../testing/competition-list';
import { CompetitionList } from './competition-list';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const answer = competitionListOf();

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderList(url = '/competitions') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <MemoryRouter initialEntries={[url]}>
          <CompetitionList />
          <Where />
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

const where = () => screen.getByTestId('where').textContent;
const lastQuery = () => api.mock.calls.at(-1)?.[1]?.query;

test('a filter is a select whose first option, its name, means any: choosing sets it in the address and the query, and back clears it', async () => {
  api.mockResolvedValue(answer);
  renderList('/competitions?page=2');
  await screen.findByRole('link', { name: '信贷违约风险预测' });
  const type = screen.getByRole('combobox', { name: '赛题类型' }) as HTMLSelectElement;
  expect(type.value).toBe('');
  expect(screen.getAllByRole('option', { name: '赛题类型' })).toHaveLength(1);
  fireEvent.change(type, { target: { value: 'computing' } });
  // A new filter starts the list again from its first page.
  expect(where()).toBe('/competitions?type=computing');
  await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'computing' }));
  expect(type.value).toBe('computing');
  fireEvent.change(type, { target: { value: '' } });
  expect(where()).toBe('/competitions');
  expect(type.value).toBe('');
});

test('a list longer than a page shows its pages as links to their addresses, the filters kept, the current one marked', async () => {
  api.mockResolvedValue({ ...answer, cmpt: { ...answer.cmpt, total: 30 } });
  renderList('/competitions?state=ended&page=2');
  const pages = await screen.findByRole('navigation', { name: '分页' });
  const links = [...pages.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
  expect(links).toEqual([
    ['上一页', '/competitions?state=ended', null],
    ['1', '/competitions?state=ended', null],
    ['2', '/competitions?state=ended&page=2', 'page'],
    ['3', '/competitions?state=ended&page=3', null],
    ['下一页', '/competitions?state=ended&page=3', null],
  ]);
  fireEvent.click(screen.getByRole('link', { name: '第 3 页' }));
  expect(where()).toBe('/competitions?state=ended&page=3');
  await waitFor(() => expect(lastQuery()).toMatchObject({ state: 'ended', page: '3' }));
  // On the last page there is no next.
  expect(screen.getByText('下一页').closest('[aria-disabled="true"]')).not.toBeNull();
});

test('a list that fits on one page has no pages', async () => {
  api.mockResolvedValue(answer);
  renderList();
  await screen.findByRole('link', { name: '信贷违约风险预测' });
  expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
});
