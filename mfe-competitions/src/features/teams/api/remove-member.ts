import { api } from '@dcic/shared';
import { removeMember } from '@dcic/shared/contract';
import { useTeamChange } from './team-change';

const deleteMember = (teamId: number, memberId: number) => api(removeMember, { params: { id: teamId, memberId } });

/** Removes a member (captain), or the caller leaves when it is their own id. */
export const useRemoveMember = (competitionId: number, teamId: number) =>
  useTeamChange(competitionId, (memberId: number) => deleteMember(teamId, memberId));
