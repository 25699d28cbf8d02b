import { api, queryOptions, useQuery } from '@dcic/shared';
import { listCompetitions } from '@dcic/shared/contract';

/** The competitions a publisher may link a dataset to (the first hundred, newest first). */
const fetchCompetitionChoices = () => api(listCompetitions, { query: { per_page: 100 } });

const competitionChoicesQuery = () =>
  queryOptions({
    queryKey: ['datasets', 'competition-choices'],
    queryFn: fetchCompetitionChoices,
    select: (answer) => answer.cmpt.competitions.map((competition) => ({ id: competition.id, name: competition.name })),
    staleTime: 5 * 60_000,
  });

export const useCompetitionChoices = () => useQuery(competitionChoicesQuery());
