import { api, useMutation, useQueryClient } from '@dcic/shared';
import { setRoundState } from '@dcic/shared/contract';
import { reviewKey } from '../../session';

const putState = ({ id, state }: { id: number; state: 'open' | 'closed' }) => api(setRoundState, { params: { id }, body: { state } });

/** Opening or closing changes what every role may do in the round: everything refreshes. */
export function useSetRoundState() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putState, onSuccess: () => client.invalidateQueries({ queryKey: reviewKey }) });
}
