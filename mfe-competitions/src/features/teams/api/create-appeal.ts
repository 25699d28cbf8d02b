import { api, useMutation, useQueryClient } from '@dcic/shared';
import { createAppeal } from '@dcic/shared/contract';
import { appealsQuery } from './appeals';

const postAppeal = (competitionId: number, teamId: number, content: string) =>
  api(createAppeal, { params: { id: competitionId }, body: { teamId, content } });

/** The captain appeals the team's cheating verdict. */
export function useCreateAppeal(competitionId: number, teamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postAppeal(competitionId, teamId, content),
    onSuccess: () => client.invalidateQueries({ queryKey: appealsQuery(competitionId, teamId).queryKey }),
  });
}
