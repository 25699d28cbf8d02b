import { api } from '@dcic/shared';
import { transferCaptain } from '@dcic/shared/contract';
import { useTeamChange } from './team-change';

const putCaptain = (teamId: number, captainId: number) => api(transferCaptain, { params: { id: teamId }, body: { captainId } });

export const useTransferCaptain = (competitionId: number, teamId: number) =>
  useTeamChange(competitionId, (captainId: number) => putCaptain(teamId, captainId));
