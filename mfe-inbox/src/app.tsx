import { createRemoteApp } from '@dcic/shared';
import { AreaRoutes } from './routes';
import { catalogs } from './i18n/catalogs';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'inbox', catalogs, Root: AreaRoutes });
