import { Alert, Button, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { useChangePassword } from '../api/change-password';
import { ssoMessageOf } from '../lib/sso-message';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current password, the new one twice; the SSO checks the rules and answers in the page's language. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const submit = ({ currentPassword, newPassword }: Values) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.resetFields() });

  return (
    <Form form={form} name="change-password" layout="vertical" onFinish={submit} requiredMark={false}>
      {change.isSuccess ? <Alert type="success" showIcon title={intl.formatMessage({ id: 'accountPassword.changed' })} /> : null}
      {change.isError ? (
        <Alert type="error" showIcon title={ssoMessageOf(change.error, intl.formatMessage({ id: 'common.failed' }))} />
      ) : null}
      <Form.Item
        name="currentPassword"
        label={intl.formatMessage({ id: 'accountPassword.currentPassword' })}
        rules={[{ required: true, message: intl.formatMessage({ id: 'accountPassword.currentRequired' }) }]}
      >
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={intl.formatMessage({ id: 'accountPassword.newPassword' })}
        extra={intl.formatMessage({ id: 'accountPassword.passwordHint' })}
        rules={[{ required: true, message: intl.formatMessage({ id: 'accountPassword.newRequired' }) }]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={intl.formatMessage({ id: 'accountPassword.confirmPassword' })}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: intl.formatMessage({ id: 'accountPassword.confirmRequired' }) },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(intl.formatMessage({ id: 'accountPassword.mismatch' }))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {intl.formatMessage({ id: 'accountPassword.changePassword' })}
      </Button>
    </Form>
  );
}
