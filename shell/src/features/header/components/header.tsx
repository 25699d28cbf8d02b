import { FormattedMessage, useIntl } from 'react-intl';
import { useUser, useLocale, useSession, loginUrl, registerUrl } from '@dcic/shared/core';
import { NavLink } from '../../../components/nav-link';
import { navItems, activeNavId } from '../lib/nav-items';
import { UserMenu } from './user-menu';
import { LanguageSwitch } from './language-switch';
import { MessagePopoverSlot } from './message-popover-slot';

/** `here` is the page's full address, where signing in or registering returns to. */
export function Header({ pathname, here }: { pathname: string; here: string }) {
  const intl = useIntl();
  const user = useUser();
  const locale = useLocale();
  const session = useSession();
  const items = navItems(session.website?.summitUrl ?? 'https://www.szzg.gov.cn/');
  const active = activeNavId(items, pathname);
  return (
    <header className="dcic-header">
      <NavLink href="/" className="dcic-logo" aria-label={intl.formatMessage({ id: 'site.title' })}>
        <span aria-hidden="true" className="dcic-logo-mark">
          DC
        </span>
        <span className="dcic-logo-text">
          <FormattedMessage id="site.title" />
        </span>
      </NavLink>
      <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="dcic-nav">
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {item.external ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  <FormattedMessage id={item.id} />
                </a>
              ) : (
                <NavLink href={item.href} aria-current={item.id === active ? 'page' : undefined}>
                  <FormattedMessage id={item.id} />
                </NavLink>
              )}
              {item.id === 'nav.messages' && user && <MessagePopoverSlot label={intl.formatMessage({ id: 'nav.messagesPopover' })} />}
            </li>
          ))}
        </ul>
      </nav>
      <div className="dcic-header-right">
        {user ? (
          <UserMenu user={user} locale={locale} />
        ) : (
          <>
            <a className="dcic-login" href={loginUrl(locale, here)}>
              <FormattedMessage id="auth.login" />
            </a>
            <a className="dcic-register" href={registerUrl(locale, here)}>
              <FormattedMessage id="auth.register" />
            </a>
            <LanguageSwitch locale={locale} />
          </>
        )}
      </div>
    </header>
  );
}
