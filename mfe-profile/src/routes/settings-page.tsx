import { Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@dcic/shared/router';
import { AccountPanel } from '../features/account';
import { AccountPasswordSettings } from '../features/account-password';
import { AuthenticationPanel } from '../features/authentication';
import { PrivacySettings } from '../features/privacy';

const TABS = ['account', 'authentication', 'privacy'] as const;
type SettingsTab = (typeof TABS)[number];

/** Spec §2 settings: account and password, authentication, privacy (tab in the `tab` query). */
export function SettingsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: SettingsTab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as SettingsTab) : 'account';
  return (
    <section className="pro-page pro-settings" aria-labelledby="pro-settings-title">
      <h1 id="pro-settings-title">{intl.formatMessage({ id: 'page.settings' })}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          {
            key: 'account',
            label: intl.formatMessage({ id: 'settings.account' }),
            children: (
              <>
                <AccountPanel />
                <AccountPasswordSettings />
              </>
            ),
          },
          { key: 'authentication', label: intl.formatMessage({ id: 'settings.authentication' }), children: <AuthenticationPanel /> },
          { key: 'privacy', label: intl.formatMessage({ id: 'settings.privacy' }), children: <PrivacySettings /> },
        ]}
      />
    </section>
  );
}
