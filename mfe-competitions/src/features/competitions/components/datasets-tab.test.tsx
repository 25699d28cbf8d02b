import { createQueryClient, I18nProvider, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import { agreeToDatasets, logDownload, type CompetitionDetail } from '@dcic/shared/contract';
import { NoticesProvider } from '@dcic/shared/notices';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import zhCN from '../../../i18n/zh-CN.json';
import { DatasetsTab } from './datasets-tab';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

// Only what the datasets tab reads of the competition.
const competition = (datasetAgreed: boolean) =>
  ({
    id: 1001,
    datasetAgreed,
    dataDescription: '训练集含三个月的记录。',
    evaluation: '以 F1 评分。',
    datasets: [{ name: 'train.csv', size: 4096 }],
  }) as CompetitionDetail;

let navigation: jest.SpyInstance;

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (endpoint: unknown) => (endpoint === logDownload ? { url: '/files/train.csv' } : null));
  act(() => sessionStore.set(userAtom, { id: 7, userId: 'sso-7' }));
  // jsdom cannot follow the download's address; it says so on the console.
  navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  navigation.mockRestore();
  act(() => sessionStore.set(userAtom, null));
});

function renderTab(agreed: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <NoticesProvider>
          <DatasetsTab competition={competition(agreed)} />
        </NoticesProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const calls = (endpoint: unknown) => api.mock.calls.filter(([called]) => called === endpoint).map(([, request]) => request);

test('the first download asks for the agreement, records it, then logs the download', async () => {
  renderTab(false);
  fireEvent.click(screen.getByRole('button', { name: /train\.csv/ }));
  const dialog = await screen.findByRole('dialog', { name: '数据使用协议' });
  expect(dialog.textContent).toContain('数据仅限本赛题使用');
  expect(api).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '同意并下载' }));
  await waitFor(() => expect(calls(logDownload)).toEqual([{ params: { id: 1001 }, body: { file: 'train.csv' } }]));
  expect(calls(agreeToDatasets)).toEqual([{ params: { id: 1001 } }]);
});

test('a double click asks once', async () => {
  renderTab(false);
  const button = screen.getByRole('button', { name: /train\.csv/ });
  fireEvent.click(button);
  fireEvent.click(button);
  await screen.findByRole('dialog', { name: '数据使用协议' });
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: '同意并下载' }));
  await waitFor(() => expect(calls(logDownload)).toHaveLength(1));
  expect(calls(agreeToDatasets)).toHaveLength(1);
});

test('declining the agreement downloads nothing and records nothing', async () => {
  renderTab(false);
  fireEvent.click(screen.getByRole('button', { name: /train\.csv/ }));
  fireEvent.click(await screen.findByRole('button', { name: /取\s*消|Cancel/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api).not.toHaveBeenCalled();
});

test('once agreed, a download does not ask again', async () => {
  renderTab(true);
  fireEvent.click(screen.getByRole('button', { name: /train\.csv/ }));
  await waitFor(() => expect(calls(logDownload)).toEqual([{ params: { id: 1001 }, body: { file: 'train.csv' } }]));
  expect(calls(agreeToDatasets)).toEqual([]);
  expect(screen.queryByRole('dialog')).toBeNull();
});
