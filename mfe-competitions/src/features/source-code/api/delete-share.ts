import { api, useMutation, useQueryClient } from '@dcic/shared';
import { deleteSourceCode } from '@dcic/shared/contract';

const deleteShare = (shareId: number) => api(deleteSourceCode, { params: { shareId } });

/** Withdraws the team's shared code. */
export function useDeleteShare(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShare,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['source-code'] }),
        client.invalidateQueries({ queryKey: ['competitions', competitionId] }),
      ]),
  });
}
