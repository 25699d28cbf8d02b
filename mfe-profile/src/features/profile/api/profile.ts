import { api, queryOptions, useQuery } from '@dcic/shared';
import { getProfile, type Profile } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function fetchProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  return api(getProfile, { params: { id } }, { signal });
}

export const profileQuery = (id: number) =>
  queryOptions({ queryKey: [...userKey(id), 'profile'], queryFn: ({ signal }) => fetchProfile(id, signal) });

/** A user's page as the viewer may see it (the API applies the owner's privacy choices). */
export function useProfile(id: number) {
  return useQuery(profileQuery(id));
}
