import { App, Button, Descriptions, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ErrorNotice, http } from '@dcic/shared';
import type { CompanySubmitBody, EnterpriseApplication } from '@dcic/shared/contract';
import { errnoOf, messageOf } from '../lib/errors';
import { useLoad } from '../lib/use-load';

const getApplication = () => http.get<EnterpriseApplication | null>('/api/users/enterprise');
const submit = (body: CompanySubmitBody) => http.post<EnterpriseApplication>('/api/users/companySubmit', body);

/** `/users/enterprise`: apply as an enterprise; needs identity authentication first. */
export function EnterprisePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { data, error, loading, reload, setData } = useLoad(getApplication, []);
  const [busy, setBusy] = useState(false);
  if (loading && data === undefined) return <Spin />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;

  const send = async (values: CompanySubmitBody) => {
    setBusy(true);
    try {
      setData(await submit(values));
      void message.success(t('common.saved'));
    } catch (failure) {
      if (errnoOf(failure) === 'AUTHENTICATION_REQUIRED') {
        // Spec §6: "Authentication required, do it now ?" and off to the authentication settings.
        modal.confirm({ title: t('auth.required'), onOk: () => navigate('/users/settings?tab=authentication') });
      } else {
        void message.error(messageOf(failure, t('common.failed')));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pro-page pro-enterprise" aria-labelledby="pro-enterprise-title">
      <h1 id="pro-enterprise-title">{t('page.enterprise')}</h1>
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
        <Form<CompanySubmitBody> layout="vertical" onFinish={(values) => void send(values)}>
          <Form.Item name="companyName" label={t('enterprise.companyName')} rules={[{ required: true, whitespace: true, max: 100 }]}><Input /></Form.Item>
          <Form.Item name="creditCode" label={t('enterprise.creditCode')} rules={[{ required: true, pattern: /^[0-9A-Z]{18}$/, message: t('enterprise.creditCodeRule') }]}><Input /></Form.Item>
          <Form.Item name="contactName" label={t('enterprise.contactName')} rules={[{ required: true, whitespace: true, max: 30 }]}><Input /></Form.Item>
          <Form.Item name="contactPhone" label={t('enterprise.contactPhone')} rules={[{ required: true, pattern: /^\+?[0-9-]{6,20}$/ }]}><Input /></Form.Item>
          <Form.Item name="description" label={t('edit.description')} rules={[{ max: 500 }]}><Input.TextArea rows={3} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>{t('common.submit')}</Button>
        </Form>
      ) : null}
    </section>
  );
}
