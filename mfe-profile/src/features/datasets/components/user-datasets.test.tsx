import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createQueryClient, QueryClientProvider } from '@dcic/shared';
import { listUserDatasets, type DatasetSummary } from '@dcic/shared/contract';
import en from '../../../i18n/en-US.json';
import { UserDatasets } from './user-datasets';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const dataset = (id: number, name: string, hidden = false): DatasetSummary => ({
  id,
  name,
  excerpt: '',
  licence: 'cc0-1.0',
  size: 2048,
  fileCount: 1,
  downloads: 3,
  competitions: [],
  publisher: { kind: 'user', id: 100009, name: 'Ada' },
  tags: [],
  hidden,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en-US" messages={en}>
        <UserDatasets userId={100009} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => api.mockReset());

test("lists the user's datasets, each linking to its page, hidden ones marked", async () => {
  api.mockResolvedValue({ list: [dataset(2, 'Bike trips'), dataset(1, 'Old readings', true)], total: 2 });
  renderTab();
  expect((await screen.findByRole('link', { name: 'Bike trips' })).getAttribute('href')).toBe('/datasets/2');
  expect(screen.getAllByText('2.0 KB · 3 downloads · published 2026/11/20')).toHaveLength(2);
  expect(screen.getByText('Hidden')).toBeTruthy();
  expect(api).toHaveBeenCalledWith(listUserDatasets, { params: { id: 100009 }, query: { page: 1, per_page: 10 } }, expect.anything());
});

test('an empty tab says so', async () => {
  api.mockResolvedValue({ list: [], total: 0 });
  renderTab();
  expect(await screen.findByText('No datasets published yet')).toBeTruthy();
});
