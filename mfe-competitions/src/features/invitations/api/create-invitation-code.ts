import { api, useMutation, useQueryClient } from '@dcic/shared';
import { createInvitationCode } from '@dcic/shared/contract';
import { invitationQuery } from './invitation';

const postInvitationCode = (competitionId: number) => api(createInvitationCode, { body: { cmptId: competitionId } });

/** Makes the team's invitation code (captain). */
export function useCreateInvitationCode(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postInvitationCode(competitionId),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationQuery(competitionId).queryKey }),
  });
}
