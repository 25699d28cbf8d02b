import { api, useMutation, useQueryClient } from '@dcic/shared';
import { updateRound, type RoundBody } from '@dcic/shared/contract';
import { roundsKey } from './rounds-key';

const putRound = ({ id, body }: { id: number; body: RoundBody }) => api(updateRound, { params: { id }, body });

export function useUpdateRound() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putRound, onSuccess: () => client.invalidateQueries({ queryKey: roundsKey }) });
}
