import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Notice } from '@dcic/shared/contract';
import { SafeHtml } from './safe-html';

export interface NoticeItemProps {
  notice: Notice;
  onOpen: (notice: Notice) => void;
  /** Buttons after the notice (delete on the notices page). */
  actions?: ReactNode;
}

export function NoticeItem({ notice, onOpen, actions }: NoticeItemProps) {
  const intl = useIntl();
  const open = (event: MouseEvent) => {
    // A link inside the notice goes where it points; elsewhere the row opens the notice.
    if ((event.target as HTMLElement).closest('a')) return;
    onOpen(notice);
  };
  return (
    <li className={notice.is_read ? 'inb-item' : 'inb-item inb-unread'}>
      <div
        role="button"
        tabIndex={0}
        className="inb-item-body"
        onClick={open}
        onKeyDown={(event) => event.key === 'Enter' && onOpen(notice)}
      >
        {!notice.is_read && <span className="inb-dot" aria-label={intl.formatMessage({ id: 'common.unread' })} />}
        <SafeHtml className="inb-notice-content" html={notice.content} />
        <time className="inb-time" dateTime={notice.created_at}>
          {intl.formatDate(notice.created_at, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </div>
      {actions}
    </li>
  );
}
