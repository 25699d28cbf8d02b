import type { FirstViewRoute } from '@dcic/shared/first-view';
import { listSpecials } from '@dcic/shared/contract';
import { specialsQuery } from './api/specials';
import { SpecialListPage } from './components/special-list-page';

/** `/special` on the server: the special contests. */
export const specialsFirstView: FirstViewRoute = {
  path: '/special',
  element: <SpecialListPage />,
  load: async ({ call }) => [[specialsQuery().queryKey, await call(listSpecials, {})]],
};
