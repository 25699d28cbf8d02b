import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@dcic/shared/router';
import { AreaPage, ErrorNotice } from '@dcic/shared';
import type { Notice } from '@dcic/shared/contract';
import { NoticeItem, SafeHtml, useDeleteNotice, useMarkAllNoticesRead, useMarkNoticeRead, useNotices } from '../features/notices';
import { InfiniteList } from '../features/popover';
import { useListsFollowUnread } from '../features/unread';
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
  const notices = useNotices();
  const items = notices.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = useListsFollowUnread();
  const markRead = useMarkNoticeRead();
  const remove = useDeleteNotice();
  const markAll = useMarkAllNoticesRead();

  const open = (notice: Notice) => {
    // Shown read at once; a failed mark leaves it unread for the next visit.
    if (!notice.is_read) markRead.mutate(notice.id);
  };

  return (
    <AreaPage titleId="page.notices">
      <InboxNav />
      <CurrentNotice />
      <p>
        <button
          type="button"
          className="inb-link-button"
          disabled={unread.notices === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <FormattedMessage id="notices.markAllRead" />
        </button>
      </p>
      {markAll.isError && <ErrorNotice error={markAll.error} onRetry={() => markAll.mutate()} />}
      {remove.isError && <ErrorNotice error={remove.error} onRetry={() => remove.mutate(remove.variables!)} />}
      <InfiniteList
        label={intl.formatMessage({ id: 'page.notices' })}
        empty={<FormattedMessage id="notices.empty" />}
        query={notices}
        count={items.length}
      >
        {items.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={markRead.isPending && markRead.variables === notice.id ? { ...notice, is_read: true } : notice}
            onOpen={open}
            actions={
              <button type="button" className="inb-link-button inb-item-action" onClick={() => remove.mutate(notice.id)}>
                <FormattedMessage id="common.delete" />
              </button>
            }
          />
        ))}
      </InfiniteList>
      {notices.hasNextPage && !notices.isFetching && (
        <button type="button" className="inb-link-button" onClick={() => void notices.fetchNextPage()}>
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
