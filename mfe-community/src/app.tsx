import './community.css';
import { createRemoteApp } from '@dcic/shared';
import { AreaRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'community',
  catalogs: { 'zh-CN': () => import('./i18n/catalog-zh-CN'), 'en-US': () => import('./i18n/catalog-en-US') },
  Root: AreaRoutes,
});
