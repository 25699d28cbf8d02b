import { api, queryOptions, useQuery } from '@dcic/shared';
import { getCompetition } from '@dcic/shared/contract';
import { competitionKey } from './competition-key';

const fetchCompetition = (id: number) => api(getCompetition, { params: { id } });

export const competitionQuery = (id: number) =>
  queryOptions({ queryKey: [...competitionKey(id), 'detail'], queryFn: () => fetchCompetition(id) });

/** A competition's detail with the caller's signup, team and quota. */
export const useCompetition = (id: number) => useQuery(competitionQuery(id));
