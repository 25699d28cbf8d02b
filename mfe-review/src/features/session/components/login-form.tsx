import { Button, Form } from 'antd';
// The two inputs by their own modules: antd's `Input` brings its search, text area and one-time-code
// inputs with it (2.4 KB gzip a login page never shows).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '@dcic/shared';
import { useLocation, useNavigate } from '@dcic/shared/router';
import type { ReviewLoginBody } from '@dcic/shared/contract';
import { errorText } from '../../../lib/error-text';
import { useReviewLogin } from '../api/login';
import { safeRedirect } from '../lib/login-redirect';
import { homeOf } from '../lib/role-pages';

/** The review login: its own accounts (name-year) and session, not the site's single sign-on. */
export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useReviewLogin();
  const onFinish = (values: ReviewLoginBody) =>
    login.mutate(values, { onSuccess: (user) => navigate(safeRedirect(search) ?? homeOf(user.role), { replace: true }) });
  return (
    // antd's card look in the area's CSS: antd's Card brings its tabs along (~24 KB gzip on this page).
    <div className="rev-login">
      <div className="rev-login-head">
        <FormattedMessage id="page.login" />
      </div>
      <div className="rev-login-body">
        {/* antd's error Alert drawn in the area's CSS: antd's Alert brings its five icons along. */}
        {login.error ? <ErrorNotice error={login.error} message={errorText(login.error, intl)} className="rev-login-error" /> : null}
        <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item
            label={intl.formatMessage({ id: 'login.account' })}
            name="account"
            extra={intl.formatMessage({ id: 'login.accountHint' })}
            rules={[{ required: true, message: intl.formatMessage({ id: 'login.accountRequired' }) }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'login.password' })}
            name="password"
            rules={[{ required: true, message: intl.formatMessage({ id: 'login.passwordRequired' }) }]}
          >
            <Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            <FormattedMessage id="login.submit" />
          </Button>
        </Form>
      </div>
    </div>
  );
}
