import type { FirstViewRoute } from '@dcic/shared/first-view';
import { getHomeContent } from '@dcic/shared/contract';
import { CommunityHighlights } from '../features/discussion';
import { LatestDatasets } from '../features/datasets';
import { HomePage, homeContentQuery } from '../features/home';

/** `/`: the home page with the datasets and discussion sections it shows. */
export const homeElement = (
  <HomePage
    latestDatasets={(datasets) => <LatestDatasets datasets={datasets} />}
    communityHighlights={(posts) => <CommunityHighlights posts={posts} />}
  />
);

/**
 * The home page on the server, whole: its one request (`GET /api/content/home`) asked before it renders.
 * Text and links alone (no field, no button): a page needs none of the area's code to show it.
 */
export const homeFirstView: FirstViewRoute = {
  path: '/',
  element: homeElement,
  scriptless: true,
  load: async ({ call }) => [[homeContentQuery().queryKey, await call(getHomeContent, {})]],
};
