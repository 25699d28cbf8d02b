import { Result } from 'antd';
import { useIntl } from 'react-intl';

export function UserNotFound({ id, message }: { id: string; message?: string }) {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title="404"
      subTitle={message ?? intl.formatMessage({ id: 'profile.notFound' }, { id })}
      extra={<a href="/">{intl.formatMessage({ id: 'common.home' })}</a>}
    />
  );
}
