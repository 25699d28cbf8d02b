// The competitions area's first view on the server (docs/architecture.md, "An area's first view on
// the server"): built by first-view.build.mjs into dist/first-view.js, beside the manifest.
import { antdFirstView } from '@dcic/shared/area-theme/server';
import { createFirstView } from '@dcic/shared/first-view';
import { competitionListFirstView } from './features/competitions/first-view';
import { competitionFirstView } from './routes/competition-first-view';
import { catalogs } from './i18n/catalogs';

export const renderFirstView = createFirstView({
  name: 'competitions',
  catalogs,
  routes: [competitionListFirstView, competitionFirstView],
  styled: antdFirstView,
});
