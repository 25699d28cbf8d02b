import './community.css';
import { createRemoteApp } from '@dcic/shared';
import { AreaRoutes } from './routes';
import { catalogs } from './i18n/catalogs';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'community',
  catalogs,
  Root: AreaRoutes,
});
