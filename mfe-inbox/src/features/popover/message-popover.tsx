import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDismiss } from '@dcic/shared';
import type { MessageSession, Notice } from '@dcic/shared/contract';
import { INBOX_PAGE_SIZE } from '../../constants';
import { markAllMessagesRead } from '../messages/api/mark-read';
import { markMessagesChecked } from '../messages/api/message-checked-at';
import { fetchSessions } from '../messages/api/sessions';
import { SessionItem } from '../messages/components/session-item';
import { navigate, noticeUrl } from '../navigate';
import { fetchNotices, markAllNoticesRead, markNoticeRead } from '../notices/api/notices';
import { NoticeItem } from '../notices/components/notice-item';
import { unreadCount, useUnreadCount } from '../polling/unread-store';
import { InfiniteList } from './infinite-list';
import { usePagedList } from './use-paged-list';

/** A session list older than this is fetched again when the popover opens. */
export const STALE_AFTER_MS = 60_000;

type Tab = 'notices' | 'messages';

export interface MessagePopoverProps {
  /** Accessible name of the trigger (a bell); default "Messages and notices". */
  label?: string;
}

export function MessagePopover({ label }: MessagePopoverProps) {
  const intl = useIntl();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('notices');
  const box = useRef<HTMLDivElement>(null);
  const sessions = usePagedList<MessageSession>(useCallback((page: number) => fetchSessions(page, INBOX_PAGE_SIZE), []));
  const notices = usePagedList<Notice>(useCallback((page: number) => fetchNotices(page, INBOX_PAGE_SIZE), []));
  const countAtLoad = useRef(-1);

  useEffect(() => unreadCount.acquire(), []);

  useEffect(() => {
    if (!open) return;
    // Stale: never loaded, older than a minute, or the unread count moved since.
    const stale = (loadedAt: number) => loadedAt === 0 || Date.now() - loadedAt > STALE_AFTER_MS || countAtLoad.current !== unread.count;
    if (stale(sessions.loadedAt)) void sessions.reload();
    void markMessagesChecked();
    if (stale(notices.loadedAt)) void notices.reload();
    countAtLoad.current = unread.count;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the popover opens or the count moves
  }, [open, unread.count]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);

  async function markAllRead() {
    // Spec §4: not performed when there is nothing unread.
    if (unread.count === 0) return;
    await Promise.all([unread.messages > 0 ? markAllMessagesRead() : null, unread.notices > 0 ? markAllNoticesRead() : null]);
    unreadCount.reset();
    sessions.update((items) => items.map((item) => ({ ...item, unread_count: 0 })));
    notices.update((items) => items.map((item) => ({ ...item, is_read: true })));
  }

  async function openNotice(notice: Notice) {
    if (!notice.is_read) {
      notices.update((items) => items.map((item) => (item.id === notice.id ? { ...item, is_read: true } : item)));
      try {
        const { affectedCount } = await markNoticeRead(notice.id);
        if (affectedCount > 0) unreadCount.decrement('notices');
      } catch {
        // The notice still opens; the next poll brings the count back in line.
      }
    }
    setOpen(false);
    navigate(noticeUrl(notice));
  }

  function openSession(session: MessageSession) {
    setOpen(false);
    navigate(`/messages/${session.participantor.id}`);
  }

  const tabButton = (id: Tab, count: number) => (
    <button
      type="button"
      role="tab"
      id={`inb-tab-${id}`}
      aria-selected={tab === id}
      aria-controls={`inb-panel-${id}`}
      className={tab === id ? 'inb-tab inb-tab-active' : 'inb-tab'}
      onClick={() => setTab(id)}
    >
      <FormattedMessage id={`popover.tab.${id}`} />
      {count > 0 && <span className="inb-dot" aria-label={intl.formatMessage({ id: 'common.unread' })} />}
    </button>
  );

  const list = tab === 'notices' ? notices : sessions;
  return (
    <div className="inb-popover" ref={box}>
      <button
        type="button"
        className="inb-popover-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label ?? intl.formatMessage({ id: 'popover.title' })}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
        </svg>
        {unread.count > 0 && <span className="inb-dot" role="status" aria-label={intl.formatMessage({ id: 'popover.unreadCount' }, { count: unread.count })} />}
      </button>
      {open && (
        <div className="inb-popover-panel" role="dialog" aria-label={intl.formatMessage({ id: 'popover.title' })}>
          <div className="inb-popover-head">
            <div role="tablist" className="inb-tabs">
              {tabButton('notices', unread.notices)}
              {tabButton('messages', unread.messages)}
            </div>
            <button type="button" className="inb-link-button" disabled={unread.count === 0} onClick={() => void markAllRead()}>
              <FormattedMessage id="popover.markAllRead" />
            </button>
          </div>
          <div role="tabpanel" id={`inb-panel-${tab}`} aria-labelledby={`inb-tab-${tab}`}>
            <InfiniteList
              label={intl.formatMessage({ id: `popover.tab.${tab}` })}
              empty={<FormattedMessage id={tab === 'notices' ? 'notices.empty' : 'messages.empty'} />}
              count={list.items.length}
              loading={list.loading}
              failed={list.failed}
              hasMore={list.hasMore}
              onMore={() => void list.loadMore()}
              onRetry={() => void list.reload()}
            >
              {tab === 'notices'
                ? notices.items.map((notice) => <NoticeItem key={notice.id} notice={notice} onOpen={(item) => void openNotice(item)} />)
                : sessions.items.map((session) => <SessionItem key={session.id} session={session} onOpen={openSession} />)}
            </InfiniteList>
          </div>
          <a
            className="inb-see-all"
            href={tab === 'notices' ? '/notices' : '/messages'}
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
              navigate(tab === 'notices' ? '/notices' : '/messages');
            }}
          >
            <FormattedMessage id="popover.seeAll" />
          </a>
        </div>
      )}
    </div>
  );
}
