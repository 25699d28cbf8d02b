import { api, queryOptions, useQuery } from '@dcic/shared';
import { getAuthentication, type AuthenticationRecord } from '@dcic/shared/contract';
import { myKey } from '../../../lib/query-keys';

export const authenticationKey = [...myKey, 'authentication'] as const;

function fetchAuthentication(signal?: AbortSignal): Promise<AuthenticationRecord> {
  return api(getAuthentication, undefined, { signal });
}

const authenticationQuery = () => queryOptions({ queryKey: authenticationKey, queryFn: ({ signal }) => fetchAuthentication(signal) });

/** My identity authentication (number masked). */
export function useAuthentication() {
  return useQuery(authenticationQuery());
}
