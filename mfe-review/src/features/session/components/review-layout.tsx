import { Button, Layout, Space, Typography } from 'antd';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useNavigate } from '@dcic/shared/router';
import { switchLanguage, toggleLocale, useLocale } from '@dcic/shared';
import { useReviewLogout } from '../api/logout';
import { headerTitleId } from '../lib/role-pages';
import { LOGIN_PATH } from '../lib/login-redirect';
import { useReviewUser } from './review-user-context';
import { SideMenu } from './side-menu';

/** The review layout: its own header (title by role, the user, language, logout) and menu; no site navigation. */
export function ReviewLayout() {
  const user = useReviewUser();
  const locale = useLocale();
  const navigate = useNavigate();
  const logout = useReviewLogout();
  const next = toggleLocale(locale);
  return (
    <Layout className="rev-layout">
      <Layout.Header className="rev-header">
        <Typography.Title level={2} className="rev-header-title">
          <FormattedMessage id={headerTitleId(user.role)} />
        </Typography.Title>
        <Space className="rev-header-user">
          <span>
            {user.name} ({user.account})
          </span>
          <Button type="text" lang={next} onClick={() => void switchLanguage(next)}>
            <FormattedMessage id={`lang.${next}`} />
          </Button>
          <Button
            loading={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate(LOGIN_PATH, { replace: true }) })}
          >
            <FormattedMessage id="action.logout" />
          </Button>
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={200} theme="light" className="rev-sider">
          <SideMenu />
        </Layout.Sider>
        <Layout.Content className="rev-content">
          {/* A page loads with its route: meanwhile the layout and its menu stay. */}
          <Suspense fallback={<p className="rev-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
