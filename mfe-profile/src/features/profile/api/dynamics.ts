import { api, queryOptions, useQuery } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import { getDynamics, type DynamicsPage } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function fetchDynamics(id: number, page: number, signal?: AbortSignal): Promise<DynamicsPage> {
  return api(getDynamics, { params: { id }, query: { page, per_page: PROFILE_PAGE_SIZE } }, { signal });
}

export const dynamicsQuery = (id: number, page = 1) =>
  queryOptions({ queryKey: [...userKey(id), 'dynamics', page], queryFn: ({ signal }) => fetchDynamics(id, page, signal) });

/** The notices tab: what the user did, unless only mutual followers may see it. */
export function useDynamics(id: number, page = 1) {
  return useQuery(dynamicsQuery(id, page));
}
