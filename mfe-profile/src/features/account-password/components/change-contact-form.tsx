import { Alert, Button, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useChangeContact } from '../api/change-contact';
import { useRequestContactCode, type ContactCodeRequest, type ContactKind } from '../api/request-contact-code';
import { ssoMessageOf } from '../lib/sso-message';

interface Sent {
  kind: ContactKind;
  address: string;
  minutes: number;
}

/**
 * Two steps: the new address and the current password, which sends a code to that address; then
 * the code, which binds it.
 */
export function ChangeContactForm() {
  const intl = useIntl();
  const [form] = Form.useForm<ContactCodeRequest>();
  const [kind, setKind] = useState<ContactKind>('email');
  const [sent, setSent] = useState<Sent | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const request = useRequestContactCode();
  const change = useChangeContact();
  const failed = intl.formatMessage({ id: 'common.failed' });

  const requestCode = (values: ContactCodeRequest) => {
    const address = values.address.trim();
    setChangedTo(null);
    request.mutate(
      { ...values, address },
      { onSuccess: ({ expiresInSeconds }) => setSent({ kind: values.kind, address, minutes: Math.round(expiresInSeconds / 60) }) },
    );
  };

  const startOver = () => {
    setSent(null);
    change.reset();
  };

  if (sent) {
    const confirm = ({ code }: { code: string }) =>
      change.mutate(
        { kind: sent.kind, address: sent.address, code },
        {
          onSuccess: () => {
            setChangedTo(sent.address);
            setSent(null);
            request.reset();
            form.resetFields();
            setKind('email');
          },
        },
      );
    return (
      <Form name="change-contact-code" layout="vertical" onFinish={confirm} requiredMark={false}>
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage({ id: 'accountPassword.codeSent' }, { address: sent.address, minutes: sent.minutes })}
        />
        {change.isError ? <Alert type="error" showIcon title={ssoMessageOf(change.error, failed)} /> : null}
        <Form.Item
          name="code"
          label={intl.formatMessage({ id: 'accountPassword.code' })}
          rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'accountPassword.codeRequired' }) }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {intl.formatMessage({ id: 'accountPassword.confirmChange' })}
          </Button>
          <Button onClick={startOver}>{intl.formatMessage({ id: 'accountPassword.startOver' })}</Button>
        </Space>
      </Form>
    );
  }

  return (
    <Form
      form={form}
      name="change-contact"
      layout="vertical"
      initialValues={{ kind }}
      onValuesChange={(changed: Partial<ContactCodeRequest>) => changed.kind && setKind(changed.kind)}
      onFinish={requestCode}
      requiredMark={false}
    >
      {changedTo ? (
        <Alert type="success" showIcon title={intl.formatMessage({ id: 'accountPassword.contactChanged' }, { address: changedTo })} />
      ) : null}
      {request.isError ? <Alert type="error" showIcon title={ssoMessageOf(request.error, failed)} /> : null}
      <Form.Item name="kind" label={intl.formatMessage({ id: 'accountPassword.kind' })}>
        <Radio.Group
          options={[
            { value: 'email', label: intl.formatMessage({ id: 'accountPassword.kind.email' }) },
            { value: 'phone', label: intl.formatMessage({ id: 'accountPassword.kind.phone' }) },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={
          kind === 'phone' ? intl.formatMessage({ id: 'accountPassword.newPhone' }) : intl.formatMessage({ id: 'accountPassword.newEmail' })
        }
        rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'accountPassword.addressRequired' }) }]}
      >
        <Input type={kind === 'phone' ? 'tel' : 'email'} autoComplete={kind === 'phone' ? 'tel' : 'email'} maxLength={254} />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'accountPassword.currentPassword' })}
        rules={[{ required: true, message: intl.formatMessage({ id: 'accountPassword.currentRequired' }) }]}
      >
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={request.isPending}>
        {intl.formatMessage({ id: 'accountPassword.sendCode' })}
      </Button>
    </Form>
  );
}
