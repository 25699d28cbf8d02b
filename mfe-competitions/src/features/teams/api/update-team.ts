import { api } from '@dcic/shared';
import { updateTeam, type UpdateTeamBody } from '@dcic/shared/contract';
import { useTeamChange } from './team-change';

const putTeam = (teamId: number, body: UpdateTeamBody) => api(updateTeam, { params: { id: teamId }, body });

/** Edits the team's info or its join switch (captain). */
export const useUpdateTeam = (competitionId: number, teamId: number) =>
  useTeamChange(competitionId, (body: UpdateTeamBody) => putTeam(teamId, body));
