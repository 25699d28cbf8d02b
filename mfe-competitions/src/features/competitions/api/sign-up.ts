import { api, useMutation, useQueryClient } from '@dcic/shared';
import { signUp } from '@dcic/shared/contract';
import { competitionKey } from './competition-key';

const postSignup = (id: number, targetId?: number) => api(signUp, { params: { id }, body: targetId ? { targetId } : {} });

/** Signs the caller up; `targetId` credits the inviter. */
export function useSignUp(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targetId: number | undefined) => postSignup(id, targetId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: competitionKey(id) }),
        client.invalidateQueries({ queryKey: ['competitions', 'list'] }),
      ]),
  });
}
