import { api } from '@dcic/shared';
import { createTeam } from '@dcic/shared/contract';
import { useTeamChange } from './team-change';

const postTeam = (competitionId: number, name: string) => api(createTeam, { body: { cmptId: competitionId, name } });

export const useCreateTeam = (competitionId: number) => useTeamChange(competitionId, (name: string) => postTeam(competitionId, name));
