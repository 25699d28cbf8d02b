import { api, useMutation, useQueryClient } from '@dcic/shared';
import { agreeToDatasets } from '@dcic/shared/contract';
import { competitionKey } from './competition-key';

const postAgreement = (id: number) => api(agreeToDatasets, { params: { id } });

export function useAgreeToDatasets(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => postAgreement(id), onSuccess: () => client.invalidateQueries({ queryKey: competitionKey(id) }) });
}
