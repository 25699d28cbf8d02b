import { Button, Descriptions, Form, Input, Spin } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useIntl } from 'react-intl';
import { useNavigate } from '@dcic/shared/router';
import { QueryState } from '@dcic/shared';
import { CONTACT_PHONE_PATTERN, CREDIT_CODE_PATTERN, TEXT_LIMITS } from '@dcic/shared/constants';
import type { CompanySubmitBody } from '@dcic/shared/contract';
import { errnoOf, messageOf } from '../../../lib/errors';
import { useEnterpriseApplication } from '../api/enterprise-application';
import { useSubmitApplication } from '../api/submit-application';

/** The latest application, and the form while there is none or it was rejected. */
export function EnterpriseApplication() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { message, modal } = useNotices();
  const application = useEnterpriseApplication();
  const submit = useSubmitApplication();

  const send = (values: CompanySubmitBody) =>
    submit.mutate(values, {
      onSuccess: () => void message.success(t('common.saved')),
      onError: (failure) => {
        if (errnoOf(failure) === 'AUTHENTICATION_REQUIRED') {
          // Spec §6: "Authentication required, do it now ?" and off to the authentication settings.
          void modal.confirm({ title: t('auth.required'), onOk: () => navigate('/users/settings?tab=authentication') });
        } else {
          void message.error(messageOf(failure, t('common.failed')));
        }
      },
    });

  return (
    <QueryState query={application} loading={<Spin />}>
      {(data) => (
        <>
          {data ? (
            <Descriptions
              column={1}
              bordered
              items={[
                { key: 'company', label: t('enterprise.companyName'), children: data.companyName },
                { key: 'code', label: t('enterprise.creditCode'), children: data.creditCode },
                { key: 'status', label: t('enterprise.status'), children: t(`enterprise.status.${data.status}`) },
              ]}
            />
          ) : null}
          {!data || data.status === 'rejected' ? (
            <Form<CompanySubmitBody> layout="vertical" onFinish={send}>
              <Form.Item
                name="companyName"
                label={t('enterprise.companyName')}
                rules={[{ required: true, whitespace: true, max: TEXT_LIMITS.companyName }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="creditCode"
                label={t('enterprise.creditCode')}
                rules={[{ required: true, pattern: CREDIT_CODE_PATTERN, message: t('enterprise.creditCodeRule') }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="contactName"
                label={t('enterprise.contactName')}
                rules={[{ required: true, whitespace: true, max: TEXT_LIMITS.contactName }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="contactPhone"
                label={t('enterprise.contactPhone')}
                rules={[{ required: true, pattern: CONTACT_PHONE_PATTERN }]}
              >
                <Input />
              </Form.Item>
              <Form.Item name="description" label={t('edit.description')} rules={[{ max: TEXT_LIMITS.description }]}>
                <Input.TextArea rows={3} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={submit.isPending}>
                {t('common.submit')}
              </Button>
            </Form>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
