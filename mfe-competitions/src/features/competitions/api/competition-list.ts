import { api, queryOptions, useQuery } from '@dcic/shared';
import { listCompetitions, type CompetitionListQuery } from '@dcic/shared/contract';

const fetchCompetitions = (query: CompetitionListQuery) => api(listCompetitions, { query });

export const competitionListQuery = (query: CompetitionListQuery) =>
  queryOptions({
    queryKey: ['competitions', 'list', query],
    queryFn: () => fetchCompetitions(query),
    // The last page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export const useCompetitionList = (query: CompetitionListQuery) => useQuery(competitionListQuery(query));
