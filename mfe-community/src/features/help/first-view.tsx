import type { FirstViewRoute } from '@dcic/shared/first-view';
import { getPage } from '@dcic/shared/contract';
import { pageQuery } from '../pages';
import { HelpPage } from './components/help-page';
import { toHelpTab } from './lib/help-tabs';

/** The help pages on the server: the tabs and the chosen page's title, from the same query the page uses. */
export const helpFirstView: FirstViewRoute = {
  path: '/help/:tab?',
  element: <HelpPage />,
  load: async ({ params, call }) => {
    const slug = toHelpTab(params.tab);
    return [[pageQuery('help', slug).queryKey, await call(getPage, { params: { section: 'help', slug } })]];
  },
};
