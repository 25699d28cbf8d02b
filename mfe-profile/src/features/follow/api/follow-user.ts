import { api, useMutation, useQueryClient, useUser } from '@dcic/shared';
import { followUser as endpoint, type FollowResult } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function followUser(followedId: number): Promise<FollowResult> {
  return api(endpoint, { body: { followedId } });
}

/** Follows; both pages' counts and lists load again. */
export function useFollowUser() {
  const client = useQueryClient();
  const me = Number(useUser()?.id);
  return useMutation({
    mutationFn: followUser,
    onSuccess: (_result, followedId) =>
      Promise.all([client.invalidateQueries({ queryKey: userKey(followedId) }), client.invalidateQueries({ queryKey: userKey(me) })]),
  });
}
