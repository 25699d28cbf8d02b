// The profile area's first view on the server (docs/architecture.md, "An area's first view on the
// server"): built by first-view.build.mjs into dist/first-view.js, beside the manifest.
import { antdFirstView } from '@dcic/shared/area-theme/server';
import { createFirstView } from '@dcic/shared/first-view';
import { catalogs } from './i18n/catalogs';
import { profileFirstView } from './routes/profile-first-view';

export const renderFirstView = createFirstView({ name: 'profile', catalogs, routes: [profileFirstView], styled: antdFirstView });
