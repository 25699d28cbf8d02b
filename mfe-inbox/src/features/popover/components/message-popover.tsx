import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, useDismiss, useMutation } from '@dcic/shared';
import type { MessageSession, Notice } from '@dcic/shared/contract';
import { markMessagesChecked, SessionItem, useMarkAllMessagesRead, useSessions } from '../../messages';
import { NoticeItem, noticeUrl, useMarkAllNoticesRead, useMarkNoticeRead, useNotices } from '../../notices';
import { useListsFollowUnread } from '../../unread';
import { navigate } from '../lib/navigate';
import { InfiniteList } from './infinite-list';

type Tab = 'notices' | 'messages';

export interface MessagePopoverProps {
  /** Accessible name of the trigger (a bell); default "Messages and notices". */
  label?: string;
}

function NoticesList({ onOpen }: { onOpen: (notice: Notice) => void }) {
  const intl = useIntl();
  const notices = useNotices();
  const items = notices.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <InfiniteList
      label={intl.formatMessage({ id: 'popover.tab.notices' })}
      empty={<FormattedMessage id="notices.empty" />}
      query={notices}
      count={items.length}
    >
      {items.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onOpen={onOpen} />
      ))}
    </InfiniteList>
  );
}

function SessionsList({ onOpen }: { onOpen: (session: MessageSession) => void }) {
  const intl = useIntl();
  const sessions = useSessions();
  const items = sessions.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <InfiniteList
      label={intl.formatMessage({ id: 'popover.tab.messages' })}
      empty={<FormattedMessage id="messages.empty" />}
      query={sessions}
      count={items.length}
    >
      {items.map((session) => (
        <SessionItem key={session.id} session={session} onOpen={onOpen} />
      ))}
    </InfiniteList>
  );
}

/** The bell in the header: unread dots, the latest notices and sessions, mark all read. */
export function MessagePopover({ label }: MessagePopoverProps) {
  const intl = useIntl();
  const unread = useListsFollowUnread();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('notices');
  const box = useRef<HTMLDivElement>(null);
  const markAllMessages = useMarkAllMessagesRead();
  const markAllNotices = useMarkAllNoticesRead();
  const markNotice = useMarkNoticeRead();

  useEffect(() => {
    if (open) void markMessagesChecked();
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);

  const markAll = useMutation({
    // Spec §4: not performed when there is nothing unread; each list only when it has unread items.
    mutationFn: () =>
      Promise.all([unread.messages > 0 ? markAllMessages.mutateAsync() : null, unread.notices > 0 ? markAllNotices.mutateAsync() : null]),
  });

  function openNotice(notice: Notice) {
    // The notice opens whatever the answer; a failed mark leaves it unread for the next visit.
    if (!notice.is_read) markNotice.mutate(notice.id);
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
        {unread.count > 0 && (
          <span className="inb-dot" role="status" aria-label={intl.formatMessage({ id: 'popover.unreadCount' }, { count: unread.count })} />
        )}
      </button>
      {open && (
        <div className="inb-popover-panel" role="dialog" aria-label={intl.formatMessage({ id: 'popover.title' })}>
          <div className="inb-popover-head">
            <div role="tablist" className="inb-tabs">
              {tabButton('notices', unread.notices)}
              {tabButton('messages', unread.messages)}
            </div>
            <button
              type="button"
              className="inb-link-button"
              disabled={unread.count === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <FormattedMessage id="popover.markAllRead" />
            </button>
          </div>
          {markAll.isError && <ErrorNotice error={markAll.error} onRetry={() => markAll.mutate()} />}
          <div role="tabpanel" id={`inb-panel-${tab}`} aria-labelledby={`inb-tab-${tab}`}>
            {tab === 'notices' ? <NoticesList onOpen={openNotice} /> : <SessionsList onOpen={openSession} />}
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
