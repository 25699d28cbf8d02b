import { createRemoteApp } from '@dcic/shared';
import { AreaRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'profile',
  catalogs: { 'zh-CN': () => import('./i18n/zh-CN.json'), 'en-US': () => import('./i18n/en-US.json') },
  Root: AreaRoutes,
  antd: () => import('@dcic/shared/area-theme'),
});
