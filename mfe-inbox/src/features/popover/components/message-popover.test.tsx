import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createQueryClient, http, I18nProvider, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import zhCN from '../../../i18n/zh-CN.json';
import { MessagePopover } from './message-popover';

/** The inbox API as the popover sees it: the unread count, the two lists and the mark-all calls. */
function fakeInbox(unread: { messages: number; notices: number }) {
  const calls: string[] = [];
  const notice = {
    id: 1,
    content: '<b>Hi</b><img src=x onerror=alert(1)>',
    is_read: unread.notices === 0,
    created_at: '2026-05-01T08:00:00.000Z',
  };
  jest.spyOn(http, 'request').mockImplementation(async (url: string, options = {}) => {
    const call = `${options.method ?? 'GET'} ${url}`;
    calls.push(call);
    switch (call) {
      case 'GET /api/v1/inbox/messages/unread/count':
        return { count: unread.messages + unread.notices, ...unread };
      case 'GET /api/v1/inbox/notices':
        return { list: [notice], total: 1 };
      case 'GET /api/v1/inbox/sessions':
        return { list: [], total: 0 };
      case 'PUT /api/v1/inbox/messages':
        unread.messages = 0;
        return { affectedCount: 1 };
      case 'PUT /api/v1/inbox/notices':
        unread.notices = 0;
        notice.is_read = true;
        return { affectedCount: 1 };
      default:
        throw new Error(`unexpected call ${call}`);
    }
  });
  return calls;
}

function renderPopover(props: ComponentProps<typeof MessagePopover> = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <MessagePopover {...props} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const dot = () => screen.queryByRole('status');

describe('MessagePopover', () => {
  beforeEach(() => sessionStore.set(userAtom, null));
  afterEach(() => jest.restoreAllMocks());

  it('does not mark all read when nothing is unread', async () => {
    const calls = fakeInbox({ messages: 0, notices: 0 });
    renderPopover();
    await waitFor(() => expect(calls).toContain('GET /api/v1/inbox/messages/unread/count'));
    expect(dot()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '消息与通知' }));
    const markAll = (await screen.findByRole('button', { name: '全部已读' })) as HTMLButtonElement;
    expect(markAll.disabled).toBe(true);
    fireEvent.click(markAll);
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('shows the dots, renders notices inert, and mark all read empties the count', async () => {
    const calls = fakeInbox({ messages: 1, notices: 2 });
    const { container } = renderPopover();
    await waitFor(() => expect(dot()?.getAttribute('aria-label')).toBe('3 条未读'));
    fireEvent.click(screen.getByRole('button', { name: '消息与通知' }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.querySelector('.inb-dot') !== null)).toEqual([true, true]);
    await waitFor(() => expect(container.querySelector('.inb-notice-content')?.innerHTML).toBe('<b>Hi</b>'));
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(dot()).toBeNull());
    expect(calls).toEqual(expect.arrayContaining(['PUT /api/v1/inbox/messages', 'PUT /api/v1/inbox/notices']));
  });

  it('shows a list that failed to load with a retry, never an empty list', async () => {
    const calls = fakeInbox({ messages: 0, notices: 1 });
    const answer = jest.mocked(http.request).getMockImplementation()!;
    jest.mocked(http.request).mockImplementation(async (url, options) => {
      if (url === '/api/v1/inbox/notices' && calls.filter((call) => call === 'GET /api/v1/inbox/notices').length === 0) {
        calls.push('GET /api/v1/inbox/notices');
        throw new Error('offline');
      }
      return answer(url, options);
    });
    renderPopover();
    fireEvent.click(screen.getByRole('button', { name: '消息与通知' }));
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('暂无通知')).toBeNull();
    fireEvent.click(alert.querySelector('button')!);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps the tab chosen when the panel closes and opens again', async () => {
    fakeInbox({ messages: 1, notices: 0 });
    renderPopover();
    const bell = screen.getByRole('button', { name: '消息与通知' });
    fireEvent.click(bell);
    fireEvent.click(await screen.findByRole('tab', { name: /私信/ }));
    fireEvent.click(bell);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(bell);
    expect((await screen.findByRole('tab', { name: /私信/ })).getAttribute('aria-selected')).toBe('true');
  });

  it("takes over the page's bell: its count without asking again, and open at once when it was pressed", async () => {
    const calls = fakeInbox({ messages: 1, notices: 1 });
    const page = window as { __DCIC_INIT__?: unknown };
    page.__DCIC_INIT__ = { user: { id: 7 }, unread: { count: 5, messages: 2, notices: 3 } };
    try {
      sessionStore.set(userAtom, { id: 7, userId: 70 });
      renderPopover({ open: true });
      expect(screen.getByRole('status', { name: '5 条未读' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '消息与通知' }).getAttribute('aria-expanded')).toBe('true');
      expect(await screen.findByRole('dialog', { name: '消息与通知' })).toBeTruthy();
      await waitFor(() => expect(calls).toContain('GET /api/v1/inbox/notices'));
      expect(calls).not.toContain('GET /api/v1/inbox/messages/unread/count');
    } finally {
      delete page.__DCIC_INIT__;
    }
  });
});
