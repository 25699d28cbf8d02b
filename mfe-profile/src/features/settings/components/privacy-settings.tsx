import { App, Radio, Spin, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@dcic/shared';
import type { NoticeAudience, PrivateSettings } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { useLoad } from '../../../lib/use-load';
import { getPrivateSettings, setEmailChoice, setNoticeAudience, setPrivateFlag, type PrivateFlag } from '../api/privacy';

const SWITCHES: Array<keyof PrivateSettings> = ['showCompetition', 'showEducation', 'showCareer', 'showEmail', 'receiveOthersDynamics', 'receiveEmail'];

/** Spec §6 privacy choices; each change is saved at once and the answer replaces the form. */
export function PrivacySettings() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { data, error, loading, reload, setData } = useLoad(getPrivateSettings, []);
  if (loading && !data) return <Spin />;
  if (error || !data) return <ErrorNotice error={error} onRetry={reload} />;

  const save = async (change: () => Promise<PrivateSettings>) => {
    try {
      setData(await change());
      void message.success(intl.formatMessage({ id: 'common.saved' }));
    } catch (failure) {
      void message.error(messageOf(failure, intl.formatMessage({ id: 'common.failed' })));
    }
  };
  const toggle = (field: keyof PrivateSettings, value: boolean) =>
    save(() => (field === 'showEmail' || field === 'receiveEmail' ? setEmailChoice({ [field]: value }) : setPrivateFlag(field as PrivateFlag, value)));

  return (
    <div className="pro-privacy">
      <fieldset className="pro-field">
        <legend>{intl.formatMessage({ id: 'privacy.noticeAudience' })}</legend>
        <Radio.Group
          value={data.noticeAudience}
          onChange={(event) => void save(() => setNoticeAudience(event.target.value as NoticeAudience))}
          options={[
            { value: 'everyone', label: intl.formatMessage({ id: 'privacy.everyone' }) },
            { value: 'mutual', label: intl.formatMessage({ id: 'privacy.mutual' }) },
          ]}
        />
      </fieldset>
      {SWITCHES.map((field) => {
        const label = intl.formatMessage({ id: `privacy.${field}` });
        return (
          <label key={field} className="pro-switch-row">
            <Switch checked={Boolean(data[field])} aria-label={label} onChange={(value) => void toggle(field, value)} />
            <span>{label}</span>
          </label>
        );
      })}
    </div>
  );
}
