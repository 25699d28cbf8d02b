import { api, queryOptions, useQuery } from '@dcic/shared';
import { listCheatCases } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

const fetchCases = (competitionId: number) => api(listCheatCases, { params: { id: competitionId } });

const cheatCasesKey = (competitionId: number) => [...competitionKey(competitionId), 'cheat-cases'] as const;

/** Staff: the teams flagged as cheating and every appeal. */
export const useCheatCases = (competitionId: number) =>
  useQuery(queryOptions({ queryKey: cheatCasesKey(competitionId), queryFn: () => fetchCases(competitionId) }));
