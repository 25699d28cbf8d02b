import { Alert, Button, Form, Input, Radio, Select, Spin, Steps } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '@dcic/shared';
import { MAINLAND_DOCUMENT_TYPES, OVERSEAS_DOCUMENT_TYPES, REGIONS, TEXT_LIMITS } from '@dcic/shared/constants';
import type { AuthenticationRecord, DocumentType, Region, SubmitAuthenticationBody } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { useAuthentication } from '../api/authentication';
import { useSubmitAuthentication } from '../api/submit-authentication';
import { useUploadDocument } from '../api/upload-document';
import { acceptOf, documentProblem, sizeLimitOf } from '../lib/document-rules';

const STEP: Record<AuthenticationRecord['status'], number> = {
  'not-submitted': 0,
  failed: 0,
  'awaiting-documents': 1,
  reviewing: 2,
  succeeded: 3,
};

function DetailsForm({ record, onDone }: { record: AuthenticationRecord; onDone: () => void }) {
  const intl = useIntl();
  const { message } = useNotices();
  const [form] = Form.useForm<SubmitAuthenticationBody>();
  const submitting = useSubmitAuthentication();
  const kind = (Form.useWatch('authType', form) ?? record.authType ?? 'mainland') as Region;
  const types = kind === 'mainland' ? MAINLAND_DOCUMENT_TYPES : OVERSEAS_DOCUMENT_TYPES;

  const submit = (values: SubmitAuthenticationBody) =>
    submitting.mutate(values, {
      onSuccess: onDone,
      onError: (error) => void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' }))),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        authType: record.authType ?? 'mainland',
        trueName: record.trueName ?? '',
        documentType: record.documentType ?? 'id-card',
      }}
      onValuesChange={(changed: Partial<SubmitAuthenticationBody>) => {
        if (changed.authType) form.setFieldValue('documentType', changed.authType === 'mainland' ? 'id-card' : 'passport');
      }}
      onFinish={submit}
    >
      <Form.Item name="authType" label={intl.formatMessage({ id: 'auth.kind' })}>
        <Radio.Group options={REGIONS.map((region) => ({ value: region, label: intl.formatMessage({ id: `auth.${region}` }) }))} />
      </Form.Item>
      <Form.Item
        name="trueName"
        label={intl.formatMessage({ id: 'auth.trueName' })}
        rules={[{ required: true, whitespace: true, max: TEXT_LIMITS.trueName }]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="documentType" label={intl.formatMessage({ id: 'auth.documentType' })}>
        <Select options={types.map((type: DocumentType) => ({ value: type, label: intl.formatMessage({ id: `auth.doc.${type}` }) }))} />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={intl.formatMessage({ id: 'auth.idNumber' })}
        rules={[{ required: true, whitespace: true, max: TEXT_LIMITS.idNumber }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting.isPending}>
        {intl.formatMessage({ id: 'auth.next' })}
      </Button>
    </Form>
  );
}

function DocumentUpload({ record }: { record: AuthenticationRecord }) {
  const intl = useIntl();
  const { message } = useNotices();
  const upload = useUploadDocument();
  const busy = upload.isPending;
  const kind = record.authType ?? 'mainland';

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = documentProblem(kind, file);
    if (problem) {
      void message.error(intl.formatMessage({ id: `auth.upload.${problem}.${kind}` }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => void message.success(intl.formatMessage({ id: 'auth.submitted' })),
      onError: (error) => void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' }))),
    });
  };

  return (
    <div className="pro-document-upload">
      <p>{intl.formatMessage({ id: `auth.upload.rule.${kind}` }, { size: sizeLimitOf(kind) })}</p>
      <label className="pro-file-button">
        <span>{intl.formatMessage({ id: busy ? 'common.uploading' : 'auth.chooseDocument' })}</span>
        <input
          type="file"
          accept={acceptOf(kind)}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'auth.chooseDocument' })}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}

/** Spec §4 authentication: not submitted → details → document → under review → succeeded / failed. */
export function AuthenticationPanel() {
  const intl = useIntl();
  const authentication = useAuthentication();
  const [resubmitting, setResubmitting] = useState(false);
  return (
    <QueryState query={authentication} loading={<Spin />}>
      {(record) => (
        <div className="pro-authentication">
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'auth.instructions' })} />
          <Steps
            className="pro-auth-steps"
            current={STEP[record.status]}
            items={['auth.step.details', 'auth.step.document', 'auth.step.review', 'auth.step.done'].map((id) => ({
              title: intl.formatMessage({ id }),
            }))}
          />
          <p role="status" className="pro-auth-status">
            {intl.formatMessage(
              { id: `auth.status.${record.status}` },
              { kind: record.authType ? intl.formatMessage({ id: `auth.${record.authType}` }) : '' },
            )}
          </p>
          {record.status === 'failed' ? (
            <Alert type="error" showIcon title={intl.formatMessage({ id: 'auth.failedReason' }, { reason: record.failureReason ?? '' })} />
          ) : null}
          {record.status === 'not-submitted' || resubmitting ? <DetailsForm record={record} onDone={() => setResubmitting(false)} /> : null}
          {record.status === 'failed' && !resubmitting ? (
            <Button type="primary" onClick={() => setResubmitting(true)}>
              {intl.formatMessage({ id: 'auth.resubmit' })}
            </Button>
          ) : null}
          {record.status === 'awaiting-documents' ? <DocumentUpload record={record} /> : null}
          {record.status === 'succeeded' || record.status === 'reviewing' ? (
            <dl className="pro-auth-summary">
              <dt>{intl.formatMessage({ id: 'auth.trueName' })}</dt>
              <dd>{record.trueName}</dd>
              <dt>{intl.formatMessage({ id: 'auth.idNumber' })}</dt>
              <dd>{record.idNumber}</dd>
            </dl>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
