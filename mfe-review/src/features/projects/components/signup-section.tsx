import { Descriptions } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryState } from '@dcic/shared';
import { useSignup } from '../api/signup';
import { StatusTag } from './status-tag';

const FIELDS = ['projectName', 'organisation', 'track', 'contactName', 'contactPhone', 'contactEmail', 'summary'] as const;

/** The form of a project signed up directly, and where the signup stands. */
export function SignupSection({ projectId }: { projectId: number }) {
  const intl = useIntl();
  const signup = useSignup(projectId, true);
  return (
    <QueryState query={signup}>
      {(data) => (
        <Descriptions size="small" column={1} bordered title={<FormattedMessage id="detail.signup" />}>
          <Descriptions.Item label={intl.formatMessage({ id: 'column.status' })}>
            <StatusTag status={data.status} />
          </Descriptions.Item>
          {FIELDS.map((field) => (
            <Descriptions.Item key={field} label={intl.formatMessage({ id: `signup.${field}` })}>
              {data.form[field]}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={intl.formatMessage({ id: 'signup.members' })}>
            {data.form.members.join(intl.formatMessage({ id: 'list.separator' }))}
          </Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage({ id: 'signup.submittedAt' })}>
            {intl.formatDate(data.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </Descriptions.Item>
        </Descriptions>
      )}
    </QueryState>
  );
}
