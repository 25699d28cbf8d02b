import { api, useMutation, useQueryClient, useUser } from '@dcic/shared';
import {
  updateEmailChoices,
  updateNoticeAudience,
  updatePrivacyFlag,
  type NoticeAudience,
  type PrivacyFlag,
  type PrivacySettings,
} from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';
import { privacySettingsKey } from './privacy-settings';

/** One choice changed; each call (spec §7) answers with all of them. */
export type PrivacyChange =
  | { flag: PrivacyFlag; value: boolean }
  | { flag: 'showEmail' | 'receiveEmail'; value: boolean }
  | { flag: 'noticeAudience'; value: NoticeAudience };

function updatePrivacySettings(change: PrivacyChange): Promise<PrivacySettings> {
  if (change.flag === 'noticeAudience') return api(updateNoticeAudience, { body: { value: change.value } });
  if (change.flag === 'showEmail' || change.flag === 'receiveEmail')
    return api(updateEmailChoices, { body: { [change.flag]: change.value } });
  return api(updatePrivacyFlag[change.flag], { body: { value: change.value } });
}

/** The answer replaces the choices shown; the owner's page (which carries them) loads again. */
export function useUpdatePrivacySettings() {
  const client = useQueryClient();
  const me = Number(useUser()?.id);
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (settings) => {
      client.setQueryData(privacySettingsKey, settings);
      return client.invalidateQueries({ queryKey: userKey(me) });
    },
  });
}
