import { api, queryOptions, useQuery } from '@dcic/shared';
import { getUserInfo, type UserInfo } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function fetchUserInfo(id: number, signal?: AbortSignal): Promise<UserInfo> {
  return api(getUserInfo, { query: { userId: String(id) } }, { signal });
}

const userInfoQuery = (id: number) =>
  queryOptions({ queryKey: [...userKey(id), 'card'], queryFn: ({ signal }) => fetchUserInfo(id, signal) });

/** A user's public card (anybody may ask, signed in or not). */
export function useUserInfo(id: number) {
  return useQuery(userInfoQuery(id));
}
