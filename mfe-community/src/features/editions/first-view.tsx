import type { FirstViewRoute } from '@dcic/shared/first-view';
import { listEditions } from '@dcic/shared/contract';
import { editionsQuery } from './api/editions';
import { ReviewPage } from './components/review-page';

/** `/review` on the server: the past editions with their competitions, winners and results. */
export const editionsFirstView: FirstViewRoute = {
  path: '/review',
  element: <ReviewPage />,
  load: async ({ call }) => [[editionsQuery().queryKey, await call(listEditions, {})]],
};
