import { api, queryOptions, useQuery } from '@dcic/shared';
import { listTeams } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

const fetchTeams = (competitionId: number) => api(listTeams, { query: { cmptId: competitionId } });

const teamsQuery = (competitionId: number) =>
  queryOptions({ queryKey: [...competitionKey(competitionId), 'teams'], queryFn: () => fetchTeams(competitionId) });

/** The teams of a competition, and the caller's own. */
export const useTeams = (competitionId: number) => useQuery(teamsQuery(competitionId));
