import type { FirstViewRoute } from '@dcic/shared/first-view';
import { listExperts } from '@dcic/shared/contract';
import { expertsQuery } from './api/experts';
import { ExpertsPage, toExpertType } from './components/experts-page';

/** `/experts` on the server: the experts of the type its address asks for (`?type=`), their bios too. */
export const expertsFirstView: FirstViewRoute = {
  path: '/experts',
  element: <ExpertsPage />,
  load: async ({ search, call }) => {
    const type = toExpertType(search.get('type'));
    return [[expertsQuery(type).queryKey, await call(listExperts, { query: type ? { type } : {} })]];
  },
};
