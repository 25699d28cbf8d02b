import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { AreaPage, useUser } from '@dcic/shared';
import type { Message, Participator } from '@dcic/shared/contract';
import { INBOX_PAGE_SIZE } from '../constants';
import { fetchConversation } from '../features/messages/api/conversation';
import { markMessagesRead } from '../features/messages/api/mark-read';
import { unreadCount } from '../features/polling/unread-store';
import { SendMessageForm } from '../features/send-message/send-message-form';
import { SignInGate } from './sign-in-gate';

function Conversation({ participatorId }: { participatorId: number }) {
  const intl = useIntl();
  const me = Number(useUser()?.id);
  const [messages, setMessages] = useState<Message[]>([]); // oldest first, as shown
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);

  const markRead = useCallback(
    async (batch: Message[]) => {
      const unread = batch.filter((message) => message.receiver.id === me && !message.is_read).map((message) => message.id);
      if (unread.length === 0) return;
      try {
        const { affectedCount } = await markMessagesRead(unread);
        if (affectedCount > 0) unreadCount.decrement('messages', affectedCount);
      } catch {
        // Shown as read anyway; the server keeps them unread until the next visit.
      }
    },
    [me],
  );

  // Paging upwards: page 1 is the newest ten; each further page goes above what is shown.
  const loadEarlier = useCallback(async () => {
    setLoading(true);
    try {
      const next = page.current + 1;
      const answer = await fetchConversation(participatorId, next, INBOX_PAGE_SIZE);
      page.current = next;
      setTotal(answer.total);
      const older = [...answer.list].reverse();
      setMessages((shown) => (next === 1 ? older : [...older, ...shown]));
      setFailed(false);
      void markRead(answer.list);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [participatorId, markRead]);

  useEffect(() => {
    page.current = 0;
    setMessages([]);
    void loadEarlier();
  }, [loadEarlier]);

  const other: Participator | undefined = messages.map((message) => (message.sender.id === participatorId ? message.sender : message.receiver)).find((person) => person.id === participatorId);
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
      {messages.length < total && (
        <button type="button" className="inb-link-button" disabled={loading} onClick={() => void loadEarlier()}>
          <FormattedMessage id="dialog.earlier" />
        </button>
      )}
      {failed && (
        <p role="alert" className="inb-error">
          <FormattedMessage id="common.loadFailed" />
        </p>
      )}
      {messages.length === 0 && !loading && !failed ? (
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
      <SendMessageForm compact receiver={{ id: participatorId, name, avatar: other?.avatar }} onSent={(message) => setMessages((shown) => [...shown, message])} />
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
