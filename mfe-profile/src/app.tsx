import { createRemoteApp } from '@dcic/shared';
import { AreaRoutes } from './routes';
import zhCN from './i18n/zh-CN.json';
import enUS from './i18n/en-US.json';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'profile',
  catalogs: { 'zh-CN': zhCN, 'en-US': enUS },
  Root: AreaRoutes,
  antd: () => import('@dcic/shared/area-theme'),
});
