import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createQueryClient, QueryClientProvider } from '@dcic/shared';
import type { DynamicsPage } from '@dcic/shared/contract';
import en from '../../../i18n/en-US.json';
import { DynamicsList } from './dynamics-list';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function show(page: DynamicsPage) {
  api.mockResolvedValue(page);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en-US" messages={en}>
        <DynamicsList userId={100002} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('notices tab', () => {
  it("lists the user's dynamics, each with its time", async () => {
    show({
      visible: true,
      total: 2,
      list: [
        { id: 2, kind: 'follow', params: { name: 'Ada' }, createdAt: '2026-11-20T08:00:00.000Z' },
        { id: 1, kind: 'authentication', params: {}, createdAt: '2026-11-19T08:00:00.000Z' },
      ],
    });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(en['dynamic.follow'].replace('{name}', 'Ada'));
    expect(items[1]!.textContent).toContain(en['dynamic.authentication']);
    expect(items[0]!.querySelector('.pro-muted')?.textContent).toMatch(/^2026-11-2\d \d\d:\d\d$/);
  });

  it('says why the list is hidden from this viewer', async () => {
    show({ visible: false, total: 0, list: [] });
    expect(await screen.findByText(en['profile.noticesMutualOnly'])).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
