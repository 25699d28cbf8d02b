import { api, queryOptions, useQuery } from '@dcic/shared';
import { listAppeals } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

const fetchAppeals = (competitionId: number, teamId: number) => api(listAppeals, { params: { id: competitionId }, query: { teamId } });

export const appealsQuery = (competitionId: number, teamId: number) =>
  queryOptions({ queryKey: [...competitionKey(competitionId), 'appeals', teamId], queryFn: () => fetchAppeals(competitionId, teamId) });

/** The team's appeals against a cheating verdict and staff's replies (members only). */
export const useAppeals = (competitionId: number, teamId: number) => useQuery(appealsQuery(competitionId, teamId));
