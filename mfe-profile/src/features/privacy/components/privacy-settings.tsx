import { Radio, Spin, Switch } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useIntl } from 'react-intl';
import { QueryState } from '@dcic/shared';
import { NOTICE_AUDIENCES } from '@dcic/shared/constants';
import type { NoticeAudience, PrivacySettings as Settings } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { usePrivacySettings } from '../api/privacy-settings';
import { useUpdatePrivacySettings, type PrivacyChange } from '../api/update-privacy-settings';

const SWITCHES = [
  'showCompetition',
  'showEducation',
  'showCareer',
  'showEmail',
  'receiveOthersDynamics',
  'receiveEmail',
] as const satisfies ReadonlyArray<keyof Settings>;

/** Spec §6 privacy choices; each change is saved at once and the answer replaces the form. */
export function PrivacySettings() {
  const intl = useIntl();
  const { message } = useNotices();
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();

  const save = (change: PrivacyChange) =>
    update.mutate(change, {
      onSuccess: () => void message.success(intl.formatMessage({ id: 'common.saved' })),
      onError: (failure) => void message.error(messageOf(failure, intl.formatMessage({ id: 'common.failed' }))),
    });

  return (
    <QueryState query={settings} loading={<Spin />}>
      {(data) => (
        <div className="pro-privacy">
          <fieldset className="pro-field">
            <legend>{intl.formatMessage({ id: 'privacy.noticeAudience' })}</legend>
            <Radio.Group
              value={data.noticeAudience}
              onChange={(event) => save({ flag: 'noticeAudience', value: event.target.value as NoticeAudience })}
              options={NOTICE_AUDIENCES.map((audience) => ({ value: audience, label: intl.formatMessage({ id: `privacy.${audience}` }) }))}
            />
          </fieldset>
          {SWITCHES.map((flag) => {
            const label = intl.formatMessage({ id: `privacy.${flag}` });
            return (
              <label key={flag} className="pro-switch-row">
                <Switch checked={data[flag]} aria-label={label} onChange={(value) => save({ flag, value })} />
                <span>{label}</span>
              </label>
            );
          })}
        </div>
      )}
    </QueryState>
  );
}
