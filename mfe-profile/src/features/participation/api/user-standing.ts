import { api, queryOptions, useQuery } from '@dcic/shared';
import { getUserStanding, type UserStanding } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function fetchUserStanding(id: number, signal?: AbortSignal): Promise<UserStanding> {
  return api(getUserStanding, { params: { id } }, { signal });
}

export const userStandingQuery = (id: number) =>
  queryOptions({ queryKey: [...userKey(id), 'standing'], queryFn: ({ signal }) => fetchUserStanding(id, signal) });

/** A user's standing across competitions (hidden when the owner hides the competitions they joined). */
export function useUserStanding(id: number) {
  return useQuery(userStandingQuery(id));
}
