import { api, useMutation, useQueryClient } from '@dcic/shared';
import { createRound, type RoundBody } from '@dcic/shared/contract';
import { roundsKey } from './rounds-key';

const postRound = (body: RoundBody) => api(createRound, { body });

export function useCreateRound() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postRound, onSuccess: () => client.invalidateQueries({ queryKey: roundsKey }) });
}
