// The profile area's messages in both languages, for the first view on the server and for tests: the
// catalog of every page (`zh-CN.json`) and that of the pages loaded with their route (`pages/`). The
// area's script loads one language of the first (app.tsx), and the second with those pages
// (page-catalogs.ts).
import type { Catalogs } from '@dcic/shared';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';
import pagesEnUS from './pages/en-US.json';
import pagesZhCN from './pages/zh-CN.json';

export const catalogs: Catalogs = { 'zh-CN': { ...zhCN, ...pagesZhCN }, 'en-US': { ...enUS, ...pagesEnUS } };
