// The review area's first view on the server (docs/architecture.md, "An area's first view on the
// server"): built by first-view.build.mjs into dist/first-view.js, beside the manifest. The
// login is the one page every reviewer opens first and it shows nobody's data; the pages behind it are
// a review session's own, which the server does not render.
import { antdFirstView } from '@dcic/shared/area-theme/server';
import { createFirstView, type FirstViewRoute } from '@dcic/shared/first-view';
import { catalogs } from './i18n/catalogs';
import { LoginPage } from './routes/login-page';

const loginFirstView: FirstViewRoute = { path: '/spic-review/login', element: <LoginPage /> };

export const renderFirstView = createFirstView({ name: 'review', catalogs, routes: [loginFirstView], styled: antdFirstView });
