import type { FirstViewRoute } from '@dcic/shared/first-view';
import { getPage, listPages } from '@dcic/shared/contract';
import { pageListQuery, pageQuery } from '../pages';
import { DcicItemPage } from './components/dcic-item-page';
import { DcicPage } from './components/dcic-page';

/** `/dcic` on the server: the contest's news, from the API's `dcic` section. */
export const dcicFirstView: FirstViewRoute = {
  path: '/dcic',
  element: <DcicPage />,
  load: async ({ call }) => [[pageListQuery('dcic').queryKey, await call(listPages, { params: { section: 'dcic' } })]],
};

/** `/dcic/:id` on the server: one news item of the contest, or its about page, with its text. */
export const dcicItemFirstView: FirstViewRoute = {
  path: '/dcic/:id',
  element: <DcicItemPage />,
  load: async ({ params, call }) => {
    const slug = params.id ?? '';
    return [[pageQuery('dcic', slug).queryKey, await call(getPage, { params: { section: 'dcic', slug } })]];
  },
};
