import type { FirstViewRoute } from '@dcic/shared/first-view';
import { listCompetitions } from '@dcic/shared/contract';
import { competitionListQuery } from './api/competition-list';
import { CompetitionList, queryFrom } from './components/competition-list';

/** `/competitions` on the server: the page of competitions its address asks for (filters, search, page). */
export const competitionListFirstView: FirstViewRoute = {
  path: '/competitions',
  element: <CompetitionList />,
  load: async ({ search, call }) => {
    const query = queryFrom(search);
    return [[competitionListQuery(query).queryKey, await call(listCompetitions, { query })]];
  },
};
