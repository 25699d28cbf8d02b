import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '@dcic/shared';
import type { MessageSession } from '@dcic/shared/contract';
import { SessionSnippet } from './session-snippet';

export interface SessionItemProps {
  session: MessageSession;
  onOpen: (session: MessageSession) => void;
}

export function SessionItem({ session, onOpen }: SessionItemProps) {
  const intl = useIntl();
  const who = session.participantor;
  return (
    <li className={session.unread_count > 0 ? 'inb-item inb-unread' : 'inb-item'}>
      <a
        className="inb-item-body"
        href={`/messages/${who.id}`}
        onClick={(event) => {
          event.preventDefault();
          onOpen(session);
        }}
      >
        <Avatar id={who.id} src={who.avatar ?? undefined} width={32} disabled alt="" />
        <span className="inb-session-text">
          <strong className="inb-session-name">{who.name || `#${who.id}`}</strong>
          <SessionSnippet session={session} />
        </span>
        {session.unread_count > 0 && (
          <span className="inb-badge" aria-label={intl.formatMessage({ id: 'session.unread' }, { count: session.unread_count })}>
            {session.unread_count}
          </span>
        )}
        {session.is_replied && (
          <span className="inb-muted">
            <FormattedMessage id="session.replied" />
          </span>
        )}
      </a>
    </li>
  );
}
