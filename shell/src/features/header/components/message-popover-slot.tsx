import { Component, createContext, useCallback, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { initUnreadSeed, loadAreaModule, messagePollBaseMs, useUser, type InitObject, type UnreadSeed } from '@dcic/shared/core';

/** The unread count the page came with, and whose it is. */
export interface PageUnread {
  userId: string | number;
  seed: UnreadSeed;
}

/** The init object's unread count (the server asked for it with the page, for its user), answered as the page began. */
export function pageUnreadFrom(init: InitObject, at: number): PageUnread | null {
  const userId = init.user?.id;
  if (userId === undefined || userId === null) return null;
  const seed = initUnreadSeed(init, at);
  return seed ? { userId, seed } : null;
}

export const PageUnreadContext = createContext<PageUnread | null>(null);

interface PopoverProps {
  label?: string;
  open?: boolean;
}

type PopoverModule = { MessagePopover?: ComponentType<PopoverProps>; default?: ComponentType<PopoverProps> };

/** A popover that throws while rendering disappears; the header and its "messages" link stay. */
class Contained extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] message popover failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The bell beside the "messages" link, for signed-in users. The inbox owns it (its message popover,
 * exposed by the inbox remote); until that code is wanted the shell shows the bell itself, with the
 * unread count the server sent with the page, so a page loads none of the inbox's code to show a dot.
 *
 * The inbox's popover is loaded when the bell is pointed at, focused or pressed (a press opens it as
 * soon as it is there), when the next poll of the count falls due (the spec's first interval after
 * the page's count), and when the inbox's own pages show; at once when the page came without a count. While it loads, or if the inbox is
 * missing, the shell's bell and the plain link stay.
 */
export function MessagePopoverSlot({ label }: { label: string }) {
  const intl = useIntl();
  const page = useContext(PageUnreadContext);
  const user = useUser();
  // The page's count is its first user's: another user signed in since asks for their own.
  const [seed] = useState(() => (page && user && String(page.userId) === String(user.id) ? page.seed : null));
  const [Popover, setPopover] = useState<ComponentType<PopoverProps> | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const wanted = useRef(false);
  const slot = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const live = useRef(true);

  const want = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    loadAreaModule<PopoverModule>('inbox/MessagePopover').then(
      (module) => {
        const component = module.MessagePopover ?? module.default;
        if (!live.current || !component) return;
        hadFocus.current = slot.current?.contains(document.activeElement) ?? false;
        setPopover(() => component);
      },
      (error: unknown) => {
        // Another approach may try again (a release of the inbox may have been on its way).
        wanted.current = false;
        console.warn('[shell] message popover unavailable', error);
      },
    );
  }, []);

  useEffect(() => {
    live.current = true;
    if (!seed) {
      want();
      return () => {
        live.current = false;
      };
    }
    const due = setTimeout(want, Math.max(0, seed.at + messagePollBaseMs() - Date.now()));
    return () => {
      live.current = false;
      clearTimeout(due);
    };
  }, [seed, want]);

  // The inbox's own pages change the count (a conversation read, all marked read): with them on the
  // page, its popover costs one small file, and the bell follows their count at once.
  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ appsByNewStatus?: { MOUNTED?: string[] } } | undefined>).detail;
      if (detail?.appsByNewStatus?.MOUNTED?.includes('inbox')) want();
    };
    window.addEventListener('single-spa:app-change', onChange);
    return () => window.removeEventListener('single-spa:app-change', onChange);
  }, [want]);

  // The reader was on the shell's bell: the inbox's takes the focus over.
  useEffect(() => {
    if (Popover && hadFocus.current) slot.current?.querySelector('button')?.focus();
  }, [Popover]);

  return (
    <span className="dcic-bell-slot" ref={slot}>
      {Popover ? (
        <Contained>
          <Popover label={label} open={openAtOnce} />
        </Contained>
      ) : (
        <button
          type="button"
          className="dcic-bell"
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-label={label}
          onPointerEnter={want}
          onFocus={want}
          onClick={() => {
            setOpenAtOnce(true);
            want();
          }}
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
          </svg>
          {seed && seed.count > 0 && (
            <span
              className="dcic-bell-dot"
              role="status"
              aria-label={intl.formatMessage({ id: 'nav.unreadCount' }, { count: seed.count })}
            />
          )}
        </button>
      )}
    </span>
  );
}
