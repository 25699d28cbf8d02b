import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, logout, useDismiss, switchLanguage, SUPPORTED_LOCALES, type Locale } from '@dcic/shared/core';
import { NavLink } from '../../../components/nav-link';

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

  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);

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
