import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@dcic/shared/router';
import { AreaPage } from '@dcic/shared';
import { markMessagesChecked, SessionItem, useSessions } from '../features/messages';
import { InfiniteList } from '../features/popover';
import { SendMessageForm } from '../features/send-message';
import { useListsFollowUnread } from '../features/unread';
import { InboxNav } from './inbox-nav';
import { SignInGate } from './sign-in-gate';

function Sessions() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const sessions = useSessions();
  const items = sessions.data?.pages.flatMap((page) => page.list) ?? [];
  useListsFollowUnread();
  useEffect(() => {
    void markMessagesChecked();
  }, []);

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
        query={sessions}
        count={items.length}
      >
        {items.map((session) => (
          <SessionItem key={session.id} session={session} onOpen={(item) => navigate(`/messages/${item.participantor.id}`)} />
        ))}
      </InfiniteList>
      {sessions.hasNextPage && !sessions.isFetching && (
        <button type="button" className="inb-link-button" onClick={() => void sessions.fetchNextPage()}>
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
