import { Alert, App, Button, Form, Input, Radio, Select, Spin, Steps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@dcic/shared';
import type { AuthenticationRecord, DocumentType, Region, SubmitAuthenticationBody } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { MAINLAND_DOCUMENT_TYPES, OVERSEAS_DOCUMENT_TYPES } from '../../../lib/kinds';
import { useLoad } from '../../../lib/use-load';
import { getAuthentication, submitAuthentication, uploadDocument } from '../api/authentication';
import { acceptOf, DOCUMENT_LIMITS, documentProblem } from '../lib/document-rules';

const STEP: Record<AuthenticationRecord['status'], number> = { 'not-submitted': 0, failed: 0, 'awaiting-documents': 1, reviewing: 2, succeeded: 3 };

function DetailsForm({ record, onDone }: { record: AuthenticationRecord; onDone: (next: AuthenticationRecord) => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<SubmitAuthenticationBody>();
  const [busy, setBusy] = useState(false);
  const kind = (Form.useWatch('authType', form) ?? record.authType ?? 'mainland') as Region;
  const types = kind === 'mainland' ? MAINLAND_DOCUMENT_TYPES : OVERSEAS_DOCUMENT_TYPES;

  const submit = async (values: SubmitAuthenticationBody) => {
    setBusy(true);
    try {
      onDone(await submitAuthentication(values));
    } catch (error) {
      void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ authType: record.authType ?? 'mainland', trueName: record.trueName ?? '', documentType: record.documentType ?? 'id-card' }}
      onValuesChange={(changed: Partial<SubmitAuthenticationBody>) => {
        if (changed.authType) form.setFieldValue('documentType', changed.authType === 'mainland' ? 'id-card' : 'passport');
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="authType" label={intl.formatMessage({ id: 'auth.kind' })}>
        <Radio.Group
          options={[
            { value: 'mainland', label: intl.formatMessage({ id: 'auth.mainland' }) },
            { value: 'overseas', label: intl.formatMessage({ id: 'auth.overseas' }) },
          ]}
        />
      </Form.Item>
      <Form.Item name="trueName" label={intl.formatMessage({ id: 'auth.trueName' })} rules={[{ required: true, whitespace: true, max: 50 }]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="documentType" label={intl.formatMessage({ id: 'auth.documentType' })}>
        <Select options={types.map((type: DocumentType) => ({ value: type, label: intl.formatMessage({ id: `auth.doc.${type}` }) }))} />
      </Form.Item>
      <Form.Item name="idNumber" label={intl.formatMessage({ id: 'auth.idNumber' })} rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {intl.formatMessage({ id: 'auth.next' })}
      </Button>
    </Form>
  );
}

function DocumentUpload({ record, onDone }: { record: AuthenticationRecord; onDone: (next: AuthenticationRecord) => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const kind = record.authType ?? 'mainland';
  const limits = DOCUMENT_LIMITS[kind];

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = documentProblem(kind, file);
    if (problem) {
      void message.error(intl.formatMessage({ id: `auth.upload.${problem}.${kind}` }));
      return;
    }
    setBusy(true);
    try {
      onDone(await uploadDocument(file, file.name));
      void message.success(intl.formatMessage({ id: 'auth.submitted' }));
    } catch (error) {
      void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pro-document-upload">
      <p>{intl.formatMessage({ id: `auth.upload.rule.${kind}` }, { size: limits.maxBytes >= 1024 * 1024 ? '3 MB' : '500 KB' })}</p>
      <label className="pro-file-button">
        <span>{intl.formatMessage({ id: busy ? 'common.uploading' : 'auth.chooseDocument' })}</span>
        <input type="file" accept={acceptOf(kind)} disabled={busy} aria-label={intl.formatMessage({ id: 'auth.chooseDocument' })} onChange={(event) => void choose(event.target.files?.[0])} />
      </label>
    </div>
  );
}

/** Spec §4 authentication: not submitted → details → document → under review → succeeded / failed. */
export function AuthenticationPanel() {
  const intl = useIntl();
  const { data: record, error, loading, reload, setData } = useLoad(getAuthentication, []);
  const [resubmitting, setResubmitting] = useState(false);
  if (loading && !record) return <Spin />;
  if (error || !record) return <ErrorNotice error={error} onRetry={reload} />;
  const done = (next: AuthenticationRecord) => {
    setResubmitting(false);
    setData(next);
  };
  return (
    <div className="pro-authentication">
      <Alert type="info" showIcon title={intl.formatMessage({ id: 'auth.instructions' })} />
      <Steps
        className="pro-auth-steps"
        current={STEP[record.status]}
        items={['auth.step.details', 'auth.step.document', 'auth.step.review', 'auth.step.done'].map((id) => ({ title: intl.formatMessage({ id }) }))}
      />
      <p role="status" className="pro-auth-status">
        {intl.formatMessage({ id: `auth.status.${record.status}` }, { kind: record.authType ? intl.formatMessage({ id: `auth.${record.authType}` }) : '' })}
      </p>
      {record.status === 'failed' ? <Alert type="error" showIcon title={intl.formatMessage({ id: 'auth.failedReason' }, { reason: record.failureReason ?? '' })} /> : null}
      {record.status === 'not-submitted' || resubmitting ? <DetailsForm record={record} onDone={done} /> : null}
      {record.status === 'failed' && !resubmitting ? (
        <Button type="primary" onClick={() => setResubmitting(true)}>
          {intl.formatMessage({ id: 'auth.resubmit' })}
        </Button>
      ) : null}
      {record.status === 'awaiting-documents' ? <DocumentUpload record={record} onDone={done} /> : null}
      {record.status === 'succeeded' || record.status === 'reviewing' ? (
        <dl className="pro-auth-summary">
          <dt>{intl.formatMessage({ id: 'auth.trueName' })}</dt>
          <dd>{record.trueName}</dd>
          <dt>{intl.formatMessage({ id: 'auth.idNumber' })}</dt>
          <dd>{record.idNumber}</dd>
        </dl>
      ) : null}
    </div>
  );
}
