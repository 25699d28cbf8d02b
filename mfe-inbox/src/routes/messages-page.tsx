import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AreaPage } from '@dcic/shared';
import type { MessageSession } from '@dcic/shared/contract';
import { INBOX_PAGE_SIZE } from '../constants';
import { markMessagesChecked } from '../features/messages/api/message-checked-at';
import { fetchSessions } from '../features/messages/api/sessions';
import { SessionItem } from '../features/messages/components/session-item';
import { InfiniteList } from '../features/popover/infinite-list';
import { usePagedList } from '../features/popover/use-paged-list';
import { useUnreadCount, unreadCount } from '../features/polling/unread-store';
import { SendMessageForm } from '../features/send-message/send-message-form';
import { InboxNav } from './inbox-nav';
import { SignInGate } from './sign-in-gate';

function Sessions() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const sessions = usePagedList<MessageSession>(useCallback((page: number) => fetchSessions(page, INBOX_PAGE_SIZE), []));
  const unread = useUnreadCount();
  useEffect(() => unreadCount.acquire(), []);
  useEffect(() => {
    void markMessagesChecked();
  }, []);
  // New messages arrive through the poll; the list follows the count.
  useEffect(() => {
    void sessions.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread.messages]);

  return (
    <AreaPage titleId="page.messages">
      <InboxNav />
      <p>
        <button type="button" className="inb-primary" aria-expanded={composing} onClick={() => setComposing((value) => !value)}>
          <FormattedMessage id="messages.compose" />
        </button>
      </p>
      {composing && <SendMessageForm onSent={(message) => navigate(`/messages/${message.receiver.id}`)} />}
      <InfiniteList
        label={intl.formatMessage({ id: 'page.messages' })}
        empty={<FormattedMessage id="messages.empty" />}
        count={sessions.items.length}
        loading={sessions.loading}
        failed={sessions.failed}
        hasMore={sessions.hasMore}
        onMore={() => void sessions.loadMore()}
        onRetry={() => void sessions.reload()}
      >
        {sessions.items.map((session) => (
          <SessionItem key={session.id} session={session} onOpen={(item) => navigate(`/messages/${item.participantor.id}`)} />
        ))}
      </InfiniteList>
      {sessions.hasMore && !sessions.loading && (
        <button type="button" className="inb-link-button" onClick={() => void sessions.loadMore()}>
          <FormattedMessage id="messages.loadMore" />
        </button>
      )}
    </AreaPage>
  );
}

export function MessagesPage() {
  return (
    <SignInGate titleId="page.messages">
      <Sessions />
    </SignInGate>
  );
}
