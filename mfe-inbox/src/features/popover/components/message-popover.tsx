import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDismiss } from '@dcic/shared';
import { markMessagesChecked } from '../../messages';
import { useListsFollowUnread } from '../../unread';
import type { Tab } from './message-panel';

export interface MessagePopoverProps {
  /** Accessible name of the trigger (a bell); default "Messages and notices". */
  label?: string;
  /** Open at once: the reader opened the shell's bell before this code arrived. */
  open?: boolean;
}

const loadPanel = () => import('./message-panel').then((m) => ({ default: m.MessagePanel }));
const MessagePanel = lazy(loadPanel);
// Fetched ahead when the bell is approached. A failure is left to the site's chunk guard, as any
// code that fails to load (after a new release, the page loads again with the new names).
const prefetchPanel = () => void loadPanel();

/**
 * The bell in the header: the unread dot on every signed-in page, and its panel (message-panel.tsx),
 * whose code is fetched when the bell is first pointed at, focused or opened.
 */
export function MessagePopover({ label, open: openAtOnce = false }: MessagePopoverProps) {
  const intl = useIntl();
  const unread = useListsFollowUnread();
  const [open, setOpen] = useState(openAtOnce);
  const [tab, setTab] = useState<Tab>('notices');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) void markMessagesChecked();
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);
  const title = intl.formatMessage({ id: 'popover.title' });

  return (
    <div className="inb-popover" ref={box}>
      <button
        type="button"
        className="inb-popover-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label ?? title}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
        </svg>
        {unread.count > 0 && (
          <span className="inb-dot" role="status" aria-label={intl.formatMessage({ id: 'popover.unreadCount' }, { count: unread.count })} />
        )}
      </button>
      {open && (
        <Suspense fallback={<div className="inb-popover-panel" role="dialog" aria-label={title} aria-busy="true" />}>
          <MessagePanel unread={unread} tab={tab} onTab={setTab} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
