import type { FirstViewRoute } from '@dcic/shared/first-view';
import { getPage } from '@dcic/shared/contract';
import { pageQuery } from './api/page';
import { SitePage } from './components/site-page';

/** Cooperation, welfare and business on the server: a page of the API's `site` section, named as its address. */
export const sitePageFirstViews: FirstViewRoute[] = ['cooperation', 'cooperation_v1', 'welfare', 'business'].map((slug) => ({
  path: `/${slug}`,
  element: <SitePage slug={slug} />,
  load: async ({ call }) => [[pageQuery('site', slug).queryKey, await call(getPage, { params: { section: 'site', slug } })]],
}));
