// The community's first view on the server (docs/architecture.md, "An area's first view on the
// server"): built by webpack.first-view.config.js into dist/first-view.js, beside the manifest.
import { createFirstView } from '@dcic/shared/first-view';
import { discussionFirstView } from './features/discussion/first-view';
import { helpFirstView } from './features/help';
import { informationFirstView, newsFirstView } from './features/information';
import { catalogs } from './i18n/catalogs';
import { homeFirstView } from './routes/home';

export const renderFirstView = createFirstView({
  name: 'community',
  catalogs,
  routes: [homeFirstView, helpFirstView, informationFirstView, newsFirstView, discussionFirstView],
});
