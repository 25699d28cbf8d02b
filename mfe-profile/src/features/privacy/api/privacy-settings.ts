import { api, queryOptions, useQuery } from '@dcic/shared';
import { getPrivacySettings, type PrivacySettings } from '@dcic/shared/contract';
import { myKey } from '../../../lib/query-keys';

export const privacySettingsKey = [...myKey, 'privacy'] as const;

function fetchPrivacySettings(signal?: AbortSignal): Promise<PrivacySettings> {
  return api(getPrivacySettings, undefined, { signal });
}

const privacySettingsQuery = () => queryOptions({ queryKey: privacySettingsKey, queryFn: ({ signal }) => fetchPrivacySettings(signal) });

export function usePrivacySettings() {
  return useQuery(privacySettingsQuery());
}
