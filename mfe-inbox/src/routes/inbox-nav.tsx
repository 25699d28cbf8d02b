import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from '@dcic/shared/router';

export function InboxNav() {
  const { pathname } = useLocation();
  const notices = pathname.startsWith('/notices');
  return (
    <nav className="inb-page-nav">
      <Link to="/messages" aria-current={notices ? undefined : 'page'}>
        <FormattedMessage id="messages.toMessages" />
      </Link>
      <Link to="/notices" aria-current={notices ? 'page' : undefined}>
        <FormattedMessage id="messages.toNotices" />
      </Link>
    </nav>
  );
}
