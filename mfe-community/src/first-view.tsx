// The community's first view on the server (docs/architecture.md, "An area's first view on the
// server"): built by webpack.first-view.config.js into dist/first-view.js, beside the manifest.
import { createFirstView } from '@dcic/shared/first-view';
import { helpFirstView } from './features/help';
import { catalogs } from './i18n/catalogs';

export const renderFirstView = createFirstView({ name: 'community', catalogs, routes: [helpFirstView] });
