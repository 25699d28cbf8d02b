import { api, queryOptions, useQuery } from '@dcic/shared';
import { getEnterpriseApplication, type EnterpriseApplication } from '@dcic/shared/contract';
import { myKey } from '../../../lib/query-keys';

export const enterpriseApplicationKey = [...myKey, 'enterprise'] as const;

function fetchEnterpriseApplication(signal?: AbortSignal): Promise<EnterpriseApplication | null> {
  return api(getEnterpriseApplication, undefined, { signal });
}

const enterpriseApplicationQuery = () =>
  queryOptions({ queryKey: enterpriseApplicationKey, queryFn: ({ signal }) => fetchEnterpriseApplication(signal) });

/** My latest enterprise application; null before the first. */
export function useEnterpriseApplication() {
  return useQuery(enterpriseApplicationQuery());
}
