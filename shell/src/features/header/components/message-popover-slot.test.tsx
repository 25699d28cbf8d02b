import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { initSession, MESSAGE_POLL_TEST_KEY, resetSession, setAreaModuleLoader } from '@dcic/shared/core';
import zh from '../../../i18n/zh-CN.json';
import { MessagePopoverSlot, PageUnreadContext, pageUnreadFrom, type PageUnread } from './message-popover-slot';

interface Props {
  label?: string;
  open?: boolean;
}

/** The inbox's popover as the test's loader hands it out: a bell of its own (it takes the page's count itself). */
function InboxPopover({ label, open }: Props) {
  return (
    <div className="inb-popover">
      <button type="button" aria-label={label} aria-expanded={open}>
        inbox
      </button>
    </div>
  );
}

const loads: string[] = [];
let answer: () => Promise<unknown>;

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
  loads.length = 0;
  answer = () => Promise.resolve({ MessagePopover: InboxPopover });
  setAreaModuleLoader(<T,>(id: string) => {
    loads.push(id);
    return answer() as Promise<T>;
  });
  initSession({ user: { id: 7, userId: 70, name: '演示用户' } });
});

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
  resetSession();
});

const pageCount: PageUnread = { userId: 7, seed: { count: 3, messages: 1, notices: 2, at: 1_000_000 } };

function renderSlot(page: PageUnread | null) {
  return render(
    <IntlProvider locale="zh-CN" messages={zh}>
      <PageUnreadContext.Provider value={page}>
        <MessagePopoverSlot label="消息与通知" />
      </PageUnreadContext.Provider>
    </IntlProvider>,
  );
}

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('the header bell', () => {
  it("shows the page's unread count without loading the inbox, and loads it when the next poll is due", async () => {
    renderSlot(pageCount);
    expect(screen.getByRole('status', { name: '3 条未读' })).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(59_999));
    expect(loads).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(loads).toEqual(['inbox/MessagePopover']);
    expect(screen.getByRole('button', { name: '消息与通知' }).textContent).toBe('inbox');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("follows the tests' shorter base interval", async () => {
    window.localStorage.setItem(MESSAGE_POLL_TEST_KEY, '1000');
    renderSlot(pageCount);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(loads).toEqual(['inbox/MessagePopover']);
  });

  it('loads the inbox when the bell is pointed at, and once only', async () => {
    renderSlot(pageCount);
    const bell = screen.getByRole('button', { name: '消息与通知' });
    fireEvent.pointerEnter(bell);
    fireEvent.pointerEnter(bell);
    await settle();
    expect(loads).toEqual(['inbox/MessagePopover']);
    expect(screen.getByRole('button', { name: '消息与通知' }).getAttribute('aria-expanded')).toBe('false');
    // The poll that falls due later loads nothing more.
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(loads).toHaveLength(1);
  });

  it("loads the inbox's popover when the inbox's own pages show, and not for another area", async () => {
    renderSlot(pageCount);
    const change = (mounted: string[]) =>
      window.dispatchEvent(
        new CustomEvent('single-spa:app-change', { detail: { appsByNewStatus: { MOUNTED: mounted, NOT_MOUNTED: [] } } }),
      );
    change(['competitions']);
    await settle();
    expect(loads).toEqual([]);
    change(['inbox']);
    await settle();
    expect(loads).toEqual(['inbox/MessagePopover']);
  });

  it('opens the popover as soon as it is there when the bell was pressed before', async () => {
    renderSlot(pageCount);
    fireEvent.click(screen.getByRole('button', { name: '消息与通知' }));
    await settle();
    expect(screen.getByRole('button', { name: '消息与通知' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("gives the inbox's bell the focus when the reader was on the page's", async () => {
    renderSlot(pageCount);
    const bell = screen.getByRole('button', { name: '消息与通知' });
    act(() => bell.focus());
    await settle();
    const inboxBell = screen.getByRole('button', { name: '消息与通知' });
    expect(inboxBell.textContent).toMatch(/^inbox/);
    expect(document.activeElement).toBe(inboxBell);
  });

  it('loads the inbox at once when the page came without a count', async () => {
    renderSlot(null);
    await settle();
    expect(loads).toEqual(['inbox/MessagePopover']);
    expect(screen.getByRole('button', { name: '消息与通知' }).textContent).toBe('inbox');
  });

  it("shows no other user's count: another user signed in since the page came asks for their own", async () => {
    answer = () => new Promise(() => undefined);
    renderSlot({ ...pageCount, userId: 8 });
    expect(screen.getByRole('button', { name: '消息与通知' }).className).toBe('dcic-bell');
    expect(screen.queryByRole('status')).toBeNull();
    await settle();
    expect(loads).toEqual(['inbox/MessagePopover']);
  });

  it("keeps the page's bell when the inbox cannot be loaded, and tries again on the next approach", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => Promise.reject(new Error('offline'));
    renderSlot(pageCount);
    const bell = screen.getByRole('button', { name: '消息与通知' });
    fireEvent.pointerEnter(bell);
    await settle();
    expect(screen.getByRole('status', { name: '3 条未读' })).toBeTruthy();
    answer = () => Promise.resolve({ MessagePopover: InboxPopover });
    fireEvent.focus(bell);
    await settle();
    expect(loads).toHaveLength(2);
    expect(screen.getByRole('button', { name: '消息与通知' }).textContent).toBe('inbox');
    warn.mockRestore();
  });
});

describe('pageUnreadFrom', () => {
  it("takes the init object's count for its user, and nothing that is not a count", () => {
    const user = { id: 7, userId: 70 };
    expect(pageUnreadFrom({ user, unread: { count: 2, messages: 2, notices: 0 } }, 5)).toEqual({
      userId: 7,
      seed: { count: 2, messages: 2, notices: 0, at: 5 },
    });
    expect(pageUnreadFrom({ user: null, unread: { count: 2, messages: 2, notices: 0 } }, 5)).toBeNull();
    expect(pageUnreadFrom({ user, unread: null }, 5)).toBeNull();
    expect(pageUnreadFrom({ user, unread: { count: -1, messages: 0, notices: 0 } as never }, 5)).toBeNull();
    expect(pageUnreadFrom({ user, unread: { count: '2', messages: 2, notices: 0 } as never }, 5)).toBeNull();
  });
});
