import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, useMutation } from '@dcic/shared';
import type { MessageSession, Notice, UnreadCount } from '@dcic/shared/contract';
import { SessionItem, useMarkAllMessagesRead, useSessions } from '../../messages';
import { NoticeItem, noticeUrl, useMarkAllNoticesRead, useMarkNoticeRead, useNotices } from '../../notices';
import { navigate } from '../lib/navigate';
import { InfiniteList } from './infinite-list';

export type Tab = 'notices' | 'messages';

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

interface MessagePanelProps {
  unread: UnreadCount;
  /** The tab shown (kept by the bell while the panel is closed). */
  tab: Tab;
  onTab: (tab: Tab) => void;
  onClose: () => void;
}

/**
 * The bell's panel: the latest notices and sessions in two tabs, mark all read, and the way to the
 * full lists. Loaded when the bell is first approached (notices carry sanitised HTML, and the
 * sanitiser is the larger part of the inbox's code on other areas' pages).
 */
export function MessagePanel({ unread, tab, onTab, onClose }: MessagePanelProps) {
  const intl = useIntl();
  const markAllMessages = useMarkAllMessagesRead();
  const markAllNotices = useMarkAllNoticesRead();
  const markNotice = useMarkNoticeRead();

  const markAll = useMutation({
    // Spec §4: not performed when there is nothing unread; each list only when it has unread items.
    mutationFn: () =>
      Promise.all([unread.messages > 0 ? markAllMessages.mutateAsync() : null, unread.notices > 0 ? markAllNotices.mutateAsync() : null]),
  });

  function openNotice(notice: Notice) {
    // The notice opens whatever the answer; a failed mark leaves it unread for the next visit.
    if (!notice.is_read) markNotice.mutate(notice.id);
    onClose();
    navigate(noticeUrl(notice));
  }

  function openSession(session: MessageSession) {
    onClose();
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
      onClick={() => onTab(id)}
    >
      <FormattedMessage id={`popover.tab.${id}`} />
      {count > 0 && <span className="inb-dot" aria-label={intl.formatMessage({ id: 'common.unread' })} />}
    </button>
  );

  return (
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
          onClose();
          navigate(tab === 'notices' ? '/notices' : '/messages');
        }}
      >
        <FormattedMessage id="popover.seeAll" />
      </a>
    </div>
  );
}
