// The community's first view on the server (docs/architecture.md, "An area's first view on the
// server"): built by first-view.build.mjs into dist/first-view.js, beside the manifest.
import { createFirstView } from '@dcic/shared/first-view';
import { datasetFirstView, datasetsFirstView } from './features/datasets/first-view';
import { dcicFirstView, dcicItemFirstView } from './features/dcic/first-view';
import { discussionFirstView } from './features/discussion/first-view';
import { editionsFirstView } from './features/editions/first-view';
import { coursesFirstView } from './features/education/first-view';
import { expertsFirstView } from './features/experts/first-view';
import { helpFirstView } from './features/help';
import { informationFirstView, newsFirstView } from './features/information';
import { sitePageFirstViews } from './features/pages/first-view';
import { specialsFirstView } from './features/special/first-view';
import { catalogs } from './i18n/catalogs';
import { homeFirstView } from './routes/home';

export const renderFirstView = createFirstView({
  name: 'community',
  catalogs,
  routes: [
    homeFirstView,
    helpFirstView,
    informationFirstView,
    newsFirstView,
    discussionFirstView,
    datasetsFirstView,
    datasetFirstView,
    dcicFirstView,
    dcicItemFirstView,
    editionsFirstView,
    coursesFirstView,
    expertsFirstView,
    specialsFirstView,
    ...sitePageFirstViews,
  ],
});
