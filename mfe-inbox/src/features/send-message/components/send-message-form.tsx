import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, ErrorNotice, isSignedIn, useUser } from '@dcic/shared';
import { MESSAGE_MAX_LENGTH, messageLength, TEXT_LIMITS } from '@dcic/shared/constants';
import type { Message } from '@dcic/shared/contract';
import { useRecipientSearch } from '../api/search-recipients';
import { useSendMessage } from '../api/send-message';
import { clampMessage, sendProblem, type SendProblem } from '../lib/validate';

export interface Receiver {
  id: number;
  name: string;
  avatar?: string | null;
}

export interface SendMessageFormProps {
  /** Fixed receiver (profile page, dialog view); without it the form searches for one. */
  receiver?: Receiver;
  onSent?: (message: Message) => void;
  /** Compact form (the reply box of a conversation) has no receiver line. */
  compact?: boolean;
}

type Status = { kind: 'idle' } | { kind: 'problem'; id: SendProblem } | { kind: 'sent' } | { kind: 'failed'; message?: string };

export function SendMessageForm({ receiver: fixed, onSent, compact = false }: SendMessageFormProps) {
  const intl = useIntl();
  const user = useUser();
  const [picked, setPicked] = useState<Receiver | null>(null);
  const [keyword, setKeyword] = useState('');
  const [content, setContent] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = useSendMessage();
  const receiver = fixed ?? picked;
  const me = user ? Number(user.id) : undefined;
  const search = useRecipientSearch(fixed || picked ? '' : keyword, me);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = sendProblem({ signedIn: isSignedIn(user), receiverId: receiver?.id, content });
    if (problem) {
      setStatus({ kind: 'problem', id: problem });
      return;
    }
    try {
      const { messages } = await sending.mutateAsync({ receivers: [receiver!.id], content });
      setContent('');
      setStatus({ kind: 'sent' });
      if (messages[0]) onSent?.(messages[0]);
    } catch (error) {
      setStatus({ kind: 'failed', message: (error as { message?: string }).message });
    }
  }

  return (
    <form className="inb-send-form" onSubmit={submit} aria-label={intl.formatMessage({ id: 'send.title' })}>
      {!compact && (
        <div className="inb-receiver">
          {receiver ? (
            <p className="inb-receiver-chosen">
              <FormattedMessage id="send.to" /> <Avatar id={receiver.id} src={receiver.avatar ?? undefined} width={24} disabled alt="" />{' '}
              <strong>{receiver.name}</strong>
              {!fixed && (
                <button type="button" className="inb-link-button" onClick={() => setPicked(null)}>
                  <FormattedMessage id="send.changeReceiver" />
                </button>
              )}
            </p>
          ) : (
            <>
              <label className="inb-field">
                <span>
                  <FormattedMessage id="send.receiver" />
                </span>
                <input
                  type="search"
                  value={keyword}
                  maxLength={TEXT_LIMITS.searchKeyword}
                  placeholder={intl.formatMessage({ id: 'send.searchPlaceholder' })}
                  onChange={(event) => setKeyword(event.target.value)}
                />
              </label>
              {search.failed && <ErrorNotice error={search.query.error} onRetry={() => void search.query.refetch()} />}
              {search.results.length > 0 && (
                <ul className="inb-recipients" aria-label={intl.formatMessage({ id: 'send.results' })}>
                  {search.results.map((person) => (
                    <li key={person.id}>
                      <button
                        type="button"
                        onClick={() => setPicked({ id: person.id, name: person.name || person.userName, avatar: person.avatar })}
                      >
                        <Avatar id={person.id} src={person.avatar ?? undefined} width={24} disabled alt="" />{' '}
                        {person.name || person.userName}
                        <span className="inb-muted"> #{person.id}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
      <label className="inb-field">
        <span>
          <FormattedMessage id="send.content" />
        </span>
        <textarea
          value={content}
          rows={compact ? 2 : 4}
          onChange={(event) => {
            setContent(clampMessage(event.target.value));
            if (status.kind !== 'idle') setStatus({ kind: 'idle' });
          }}
        />
      </label>
      <div className="inb-send-footer">
        <span className="inb-counter" aria-live="polite">
          {messageLength(content)}/{MESSAGE_MAX_LENGTH}
        </span>
        <button type="submit" className="inb-primary" disabled={!receiver || sending.isPending}>
          <FormattedMessage id="send.submit" />
        </button>
      </div>
      {status.kind === 'problem' && (
        <p role="alert" className="inb-error">
          <FormattedMessage id={status.id} />
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="inb-error">
          <FormattedMessage id="send.failed" />
          {status.message ? ` ${status.message}` : ''}
        </p>
      )}
      {status.kind === 'sent' && (
        <p role="status" className="inb-success">
          <FormattedMessage id="send.sent" />
        </p>
      )}
      {!user && (
        <p className="inb-muted">
          <FormattedMessage id="send.loginFirst" />
        </p>
      )}
    </form>
  );
}
