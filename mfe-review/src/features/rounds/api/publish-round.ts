import { api, useMutation, useQueryClient } from '@dcic/shared';
import { publishRound } from '@dcic/shared/contract';
import { roundsKey } from './rounds-key';

const postPublish = (id: number) => api(publishRound, { params: { id } });

export function usePublishRound() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postPublish, onSuccess: () => client.invalidateQueries({ queryKey: roundsKey }) });
}
