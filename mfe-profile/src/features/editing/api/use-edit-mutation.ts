import { useMutation, useQueryClient, useUser } from '@dcic/shared';
import { myKey, userKey } from '../../../lib/query-keys';

/**
 * A change to the signed-in user's own profile. Afterwards their page and their own records (the
 * guide shows the same fields) load again.
 */
export function useEditMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  const me = Number(useUser()?.id);
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: userKey(me) }), client.invalidateQueries({ queryKey: myKey })]),
  });
}
