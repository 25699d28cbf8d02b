import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, logout, switchLanguage, SUPPORTED_LOCALES, type Locale } from '@dcic/shared';
import { NavLink } from './nav-link';

interface MenuUser {
  id: number | string;
  name?: string | null;
  userName?: string | null;
  avatar?: string | null;
}

export function UserMenu({ user, locale }: { user: MenuUser; locale: Locale }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const displayName = user.name || user.userName || String(user.id);
  return (
    <div className="dcic-user-menu" ref={box}>
      <button
        type="button"
        className="dcic-user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'menu.open' })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar id={user.id} src={user.avatar ?? undefined} width={32} disabled alt={displayName} />
        <span className="dcic-user-name">{displayName}</span>
      </button>
      {open && (
        <ul role="menu" className="dcic-menu">
          <li role="none">
            <NavLink role="menuitem" href={`/users/${user.id}`} onClickCapture={() => setOpen(false)}>
              <FormattedMessage id="menu.userCenter" />
            </NavLink>
          </li>
          <li role="none">
            <NavLink role="menuitem" href="/users/settings" onClickCapture={() => setOpen(false)}>
              <FormattedMessage id="menu.settings" />
            </NavLink>
          </li>
          {SUPPORTED_LOCALES.map((lang) => (
            <li role="none" key={lang}>
              <button
                type="button"
                role="menuitemradio"
                aria-checked={lang === locale}
                lang={lang}
                onClick={() => {
                  if (lang !== locale) void switchLanguage(lang);
                }}
              >
                <FormattedMessage id={`lang.${lang}`} />
              </button>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" onClick={() => void logout()}>
              <FormattedMessage id="menu.logout" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
