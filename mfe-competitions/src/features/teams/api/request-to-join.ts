import { api } from '@dcic/shared';
import { requestToJoin } from '@dcic/shared/contract';
import { useTeamChange } from './team-change';

const postJoinRequest = (competitionId: number, teamId: number, message: string) =>
  api(requestToJoin, { params: { id: teamId }, body: { cmptId: competitionId, message } });

export const useRequestToJoin = (competitionId: number) =>
  useTeamChange(competitionId, (teamId: number) => postJoinRequest(competitionId, teamId, ''));
