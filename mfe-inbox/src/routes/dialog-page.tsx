import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { AreaPage, ErrorNotice, useUser } from '@dcic/shared';
import type { Participator } from '@dcic/shared/contract';
import { useConversation, useMarkMessagesRead } from '../features/messages';
import { SendMessageForm } from '../features/send-message';
import { SignInGate } from './sign-in-gate';

function Conversation({ participatorId }: { participatorId: number }) {
  const intl = useIntl();
  const me = Number(useUser()?.id);
  const conversation = useConversation(participatorId);
  const markRead = useMarkMessagesRead();
  const marked = useRef(new Set<number>());
  const pages = conversation.data?.pages ?? [];
  // Page 1 is the newest ten; each further page goes above what is shown (oldest first on screen).
  const messages = pages.flatMap((page) => page.list).reverse();

  // Received messages are read once they are on screen; each is marked once, the list then reloads.
  useEffect(() => {
    const unread = messages
      .filter((message) => message.receiver.id === me && !message.is_read && !marked.current.has(message.id))
      .map((message) => message.id);
    if (unread.length === 0) return;
    unread.forEach((id) => marked.current.add(id));
    markRead.mutate(unread);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when new messages arrive
  }, [conversation.data, me]);

  const other: Participator | undefined = messages
    .map((message) => (message.sender.id === participatorId ? message.sender : message.receiver))
    .find((person) => person.id === participatorId);
  const name = other?.name || `#${participatorId}`;

  return (
    <AreaPage titleId="page.dialog">
      <p>
        <Link to="/messages">
          <FormattedMessage id="dialog.back" />
        </Link>
      </p>
      <h2>
        <FormattedMessage id="dialog.with" values={{ name }} />
      </h2>
      {conversation.hasNextPage && (
        <button
          type="button"
          className="inb-link-button"
          disabled={conversation.isFetching}
          onClick={() => void conversation.fetchNextPage()}
        >
          <FormattedMessage id="dialog.earlier" />
        </button>
      )}
      {conversation.isError && <ErrorNotice error={conversation.error} onRetry={() => void conversation.refetch()} />}
      {messages.length === 0 && !conversation.isFetching && !conversation.isError ? (
        <p className="inb-empty">
          <FormattedMessage id="dialog.empty" />
        </p>
      ) : (
        <ol className="inb-conversation" aria-label={intl.formatMessage({ id: 'dialog.with' }, { name })}>
          {messages.map((message) => (
            <li key={message.id} className={message.sender.id === me ? 'inb-bubble inb-mine' : 'inb-bubble'}>
              <span className="inb-bubble-meta">
                {message.sender.id === me ? intl.formatMessage({ id: 'dialog.you' }) : message.sender.name}{' '}
                <time dateTime={message.created_at}>{intl.formatDate(message.created_at, { dateStyle: 'short', timeStyle: 'short' })}</time>
              </span>
              {/* A person's words: text, never HTML. */}
              {message.content}
            </li>
          ))}
        </ol>
      )}
      <SendMessageForm compact receiver={{ id: participatorId, name, avatar: other?.avatar }} />
    </AreaPage>
  );
}

export function DialogPage() {
  const { id } = useParams();
  const participatorId = /^[1-9]\d{0,15}$/.test(id ?? '') ? Number(id) : null;
  return (
    <SignInGate titleId="page.dialog">
      {participatorId ? (
        <Conversation key={participatorId} participatorId={participatorId} />
      ) : (
        <AreaPage titleId="page.dialog">
          <p className="inb-empty">
            <FormattedMessage id="dialog.empty" />
          </p>
        </AreaPage>
      )}
    </SignInGate>
  );
}
