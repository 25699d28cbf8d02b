import { api, useMutation, useQueryClient } from '@dcic/shared';
import { requestToJoin, signUp } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

export interface JoinWithCode {
  teamId: number;
  invitationCode: string;
  /** Whether the caller still has to sign up for the competition first. */
  signUpFirst: boolean;
  /** Who invited the caller (credited at signup). */
  inviter?: number;
}

/** Signs the caller up when needed, then joins the team at once with its invitation code. */
async function joinWithCode(competitionId: number, join: JoinWithCode) {
  if (join.signUpFirst) await api(signUp, { params: { id: competitionId }, body: join.inviter ? { targetId: join.inviter } : {} });
  return api(requestToJoin, { params: { id: join.teamId }, body: { cmptId: competitionId, invitationCode: join.invitationCode } });
}

/**
 * What the caller hears of the outcome. These run on the mutation itself, not per call: joining
 * replaces the form that asked (the page now shows the team), and a per-call callback would be lost
 * with it.
 */
export interface JoinCallbacks {
  onJoined: () => void;
  onFailed: (error: Error, join: JoinWithCode) => void;
}

export function useJoinWithCode(competitionId: number, { onJoined, onFailed }: JoinCallbacks) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (join: JoinWithCode) => joinWithCode(competitionId, join),
    onSuccess: onJoined,
    onError: onFailed,
    // Signed up and in a team: the whole page (header, teams, submissions) changes, and so do the list's counts.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: competitionKey(competitionId) }),
        client.invalidateQueries({ queryKey: ['competitions', 'list'] }),
      ]),
  });
}
