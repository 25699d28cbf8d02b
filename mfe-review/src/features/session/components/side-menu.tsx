import { Menu } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@dcic/shared/router';
import { pagesOf } from '../lib/role-pages';
import { useReviewUser } from './review-user-context';

/** Only the role's own pages (spec §2, review area side menu by role). */
export function SideMenu() {
  const { role } = useReviewUser();
  const intl = useIntl();
  const { pathname } = useLocation();
  const items = pagesOf(role).map((page) => ({
    key: page,
    label: <Link to={`/spic-review/${page}`}>{intl.formatMessage({ id: `page.${page}` })}</Link>,
  }));
  const selected = pagesOf(role).filter((page) => pathname.startsWith(`/spic-review/${page}`));
  return <Menu mode="inline" items={items} selectedKeys={selected} aria-label={intl.formatMessage({ id: 'menu.label' })} />;
}
