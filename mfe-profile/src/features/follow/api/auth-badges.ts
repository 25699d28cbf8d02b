import { api, queryOptions, useQuery } from '@dcic/shared';
import { getAuthData, type AuthBadge } from '@dcic/shared/contract';

function fetchAuthBadges(ids: number[], signal?: AbortSignal): Promise<AuthBadge[]> {
  return api(getAuthData, { query: { ids: ids.join(',') } }, { signal, loading: false });
}

const authBadgesQuery = (ids: number[]) =>
  queryOptions({
    queryKey: ['users', 'auth-badges', ids.join(',')],
    queryFn: ({ signal }) => fetchAuthBadges(ids, signal),
    enabled: ids.length > 0,
  });

/**
 * Which of these users are authenticated, asked once for the whole list. A badge is a nicety: while
 * it loads, or if it fails, the list simply shows none.
 */
export function useAuthenticatedIds(ids: number[]): Set<number> {
  const badges = useQuery(authBadgesQuery(ids));
  return new Set((badges.data ?? []).filter((badge) => badge.authenticated).map((badge) => badge.id));
}
