// The profile area's messages in both languages, for the first view on the server. The area's script
// loads one language only (app.tsx).
import type { Catalogs } from '@dcic/shared';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

export const catalogs: Catalogs = { 'zh-CN': zhCN, 'en-US': enUS };
