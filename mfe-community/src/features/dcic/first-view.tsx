import type { FirstViewRoute } from '@dcic/shared/first-view';
import { listPages } from '@dcic/shared/contract';
import { pageListQuery } from '../pages';
import { DcicPage } from './components/dcic-page';

/** `/dcic` on the server: the contest's news, from the API's `dcic` section. */
export const dcicFirstView: FirstViewRoute = {
  path: '/dcic',
  element: <DcicPage />,
  load: async ({ call }) => [[pageListQuery('dcic').queryKey, await call(listPages, { params: { section: 'dcic' } })]],
};
