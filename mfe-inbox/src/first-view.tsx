// The inbox's first view on the server (docs/architecture.md, "An area's first view on the server"):
// built by first-view.build.mjs into dist/first-view.js, beside the manifest. The inbox is a
// signed-in user's own: its pages are rendered for that user alone, with their session.
import { createFirstView } from '@dcic/shared/first-view';
import { catalogs } from './i18n/catalogs';
import { messagesFirstView, noticesFirstView } from './routes/first-views';

export const renderFirstView = createFirstView({ name: 'inbox', catalogs, routes: [messagesFirstView, noticesFirstView] });
