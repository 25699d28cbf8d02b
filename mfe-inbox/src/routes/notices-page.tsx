import { useCallback, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AreaPage } from '@dcic/shared';
import type { Notice } from '@dcic/shared/contract';
import { INBOX_PAGE_SIZE } from '../constants';
import { deleteNotice, fetchNotices, markAllNoticesRead, markNoticeRead } from '../features/notices/api/notices';
import { NoticeItem } from '../features/notices/components/notice-item';
import { SafeHtml } from '../features/notices/components/safe-html';
import { InfiniteList } from '../features/popover/infinite-list';
import { usePagedList } from '../features/popover/use-paged-list';
import { unreadCount, useUnreadCount } from '../features/polling/unread-store';
import { InboxNav } from './inbox-nav';
import { SignInGate } from './sign-in-gate';

/** The notice named by the query (noticeId, content, time), as the popover links to it. */
function CurrentNotice() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const content = query.get('content');
  const time = query.get('time');
  if (!query.get('noticeId') || !content) return null;
  const date = time && !Number.isNaN(Date.parse(time)) ? intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <section className="inb-current-notice" aria-label={intl.formatMessage({ id: 'notices.current' })}>
      {/* The query is anybody's to write: it goes through the same sanitiser as stored notices. */}
      <SafeHtml html={content} />
      {date && <p className="inb-time">{date}</p>}
    </section>
  );
}

function Notices() {
  const intl = useIntl();
  const notices = usePagedList<Notice>(useCallback((page: number) => fetchNotices(page, INBOX_PAGE_SIZE), []));
  const unread = useUnreadCount();
  useEffect(() => unreadCount.acquire(), []);
  useEffect(() => {
    void notices.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function open(notice: Notice) {
    if (notice.is_read) return;
    notices.update((items) => items.map((item) => (item.id === notice.id ? { ...item, is_read: true } : item)));
    const { affectedCount } = await markNoticeRead(notice.id).catch(() => ({ affectedCount: 0 }));
    if (affectedCount > 0) unreadCount.decrement('notices');
  }

  async function remove(notice: Notice) {
    await deleteNotice(notice.id);
    notices.update((items) => items.filter((item) => item.id !== notice.id));
    if (!notice.is_read) unreadCount.decrement('notices');
  }

  async function markAll() {
    if (unread.notices === 0) return;
    await markAllNoticesRead();
    notices.update((items) => items.map((item) => ({ ...item, is_read: true })));
    unreadCount.set({ count: unread.messages, messages: unread.messages, notices: 0 });
  }

  return (
    <AreaPage titleId="page.notices">
      <InboxNav />
      <CurrentNotice />
      <p>
        <button type="button" className="inb-link-button" disabled={unread.notices === 0} onClick={() => void markAll()}>
          <FormattedMessage id="notices.markAllRead" />
        </button>
      </p>
      <InfiniteList
        label={intl.formatMessage({ id: 'page.notices' })}
        empty={<FormattedMessage id="notices.empty" />}
        count={notices.items.length}
        loading={notices.loading}
        failed={notices.failed}
        hasMore={notices.hasMore}
        onMore={() => void notices.loadMore()}
        onRetry={() => void notices.reload()}
      >
        {notices.items.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            onOpen={(item) => void open(item)}
            actions={
              <button type="button" className="inb-link-button inb-item-action" onClick={() => void remove(notice)}>
                <FormattedMessage id="common.delete" />
              </button>
            }
          />
        ))}
      </InfiniteList>
      {notices.hasMore && !notices.loading && (
        <button type="button" className="inb-link-button" onClick={() => void notices.loadMore()}>
          <FormattedMessage id="messages.loadMore" />
        </button>
      )}
    </AreaPage>
  );
}

export function NoticesPage() {
  return (
    <SignInGate titleId="page.notices">
      <Notices />
    </SignInGate>
  );
}
