import { api, useMutation, useQueryClient, useUser } from '@dcic/shared';
import { unfollowUser as endpoint, type FollowResult } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function unfollowUser(followedId: number): Promise<FollowResult> {
  return api(endpoint, { query: { followedId } });
}

/** Unfollows; both pages' counts and lists load again. */
export function useUnfollowUser() {
  const client = useQueryClient();
  const me = Number(useUser()?.id);
  return useMutation({
    mutationFn: unfollowUser,
    onSuccess: (_result, followedId) =>
      Promise.all([client.invalidateQueries({ queryKey: userKey(followedId) }), client.invalidateQueries({ queryKey: userKey(me) })]),
  });
}
