import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@dcic/shared';
import zhCN from '../../i18n/zh-CN.json';
import { markAllMessagesRead } from '../messages/api/mark-read';
import { markAllNoticesRead } from '../notices/api/notices';
import { MessagePopover } from './message-popover';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unread = { count: 0, messages: 0, notices: 0 };
jest.mock('../messages/api/unread-count', () => ({ fetchUnreadCount: jest.fn(async () => ({ ...unread })) }));
jest.mock('../messages/api/sessions', () => ({ fetchSessions: jest.fn(async () => ({ list: [], total: 0 })) }));
jest.mock('../messages/api/mark-read', () => ({ markAllMessagesRead: jest.fn(async () => ({ affectedCount: 1 })), markMessagesRead: jest.fn() }));
jest.mock('../messages/api/message-checked-at', () => ({ markMessagesChecked: jest.fn(async () => true) }));
jest.mock('../notices/api/notices', () => ({
  fetchNotices: jest.fn(async () => ({ list: [{ id: 1, content: '<b>Hi</b><img src=x onerror=alert(1)>', is_read: false, created_at: '2026-05-01T08:00:00.000Z' }], total: 1 })),
  markAllNoticesRead: jest.fn(async () => ({ affectedCount: 1 })),
  markNoticeRead: jest.fn(),
}));

async function render(): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <MessagePopover />
      </I18nProvider>,
    );
  });
  return { container, root };
}

const button = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('button')).find((element) => element.textContent?.includes(name) || element.getAttribute('aria-label') === name)!;

describe('MessagePopover', () => {
  afterEach(() => jest.clearAllMocks());

  it('does not mark all read when nothing is unread', async () => {
    Object.assign(unread, { count: 0, messages: 0, notices: 0 });
    const { container, root } = await render();
    expect(container.querySelector('[role="status"]')).toBeNull();
    await act(async () => button(container, '消息与通知').click());
    const markAll = button(container, '全部已读');
    expect(markAll.disabled).toBe(true);
    await act(async () => markAll.click());
    expect(markAllMessagesRead).not.toHaveBeenCalled();
    expect(markAllNoticesRead).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('shows the dots, renders notices inert, and mark all read empties the count', async () => {
    Object.assign(unread, { count: 3, messages: 1, notices: 2 });
    const { container, root } = await render();
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('3 条未读');
    await act(async () => button(container, '消息与通知').click());
    const tabs = container.querySelectorAll('[role="tab"]');
    expect(Array.from(tabs).map((tab) => tab.querySelector('.inb-dot') !== null)).toEqual([true, true]);
    expect(container.querySelector('.inb-notice-content')?.innerHTML).toBe('<b>Hi</b>');
    await act(async () => button(container, '全部已读').click());
    expect(markAllMessagesRead).toHaveBeenCalledTimes(1);
    expect(markAllNoticesRead).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="status"]')).toBeNull();
    act(() => root.unmount());
  });
});
