import { api, queryOptions, useQuery } from '@dcic/shared';
import { listCompetitions } from '@dcic/shared/contract';

/** Enough competitions to fill every group of the home page; the newest first. */
const HOME_COMPETITIONS = 100;

const fetchHomeCompetitions = () => api(listCompetitions, { query: { sort: 'latest', per_page: HOME_COMPETITIONS } });

const homeCompetitionsQuery = () =>
  queryOptions({ queryKey: ['competitions', 'list', 'home'], queryFn: fetchHomeCompetitions, staleTime: 60_000 });

export const useHomeCompetitions = () => useQuery(homeCompetitionsQuery());
