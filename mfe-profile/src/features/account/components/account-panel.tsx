import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { bindingUrl, useLocale, useSession, useUser } from '@dcic/shared';

/** Account facts; phone, e-mail and password belong to the single-sign-on service. */
export function AccountPanel() {
  const intl = useIntl();
  const user = useUser();
  const lang = useLocale();
  const { sso } = useSession();
  const none = intl.formatMessage({ id: 'common.notSet' });
  const binding = bindingUrl(lang, typeof window === 'undefined' ? '/' : window.location.href, sso);
  return (
    <Descriptions
      column={1}
      bordered
      items={[
        { key: 'id', label: intl.formatMessage({ id: 'account.id' }), children: String(user?.id ?? '') },
        { key: 'name', label: intl.formatMessage({ id: 'account.name' }), children: String(user?.name ?? '') },
        { key: 'phone', label: intl.formatMessage({ id: 'account.phone' }), children: String(user?.phone ?? none) },
        { key: 'email', label: intl.formatMessage({ id: 'account.email' }), children: String(user?.email ?? none) },
        {
          key: 'bind',
          label: intl.formatMessage({ id: 'account.security' }),
          children: <a href={binding}>{intl.formatMessage({ id: 'account.bind' })}</a>,
        },
      ]}
    />
  );
}
