// The community area's messages in both languages, for the tests and the first view on the server.
// The area's script loads one language only (app.tsx).
import type { Catalogs } from '@dcic/shared';
import enUS from './catalog-en-US';
import zhCN from './catalog-zh-CN';

export const catalogs: Catalogs = { 'zh-CN': zhCN, 'en-US': enUS };
