import type { Catalogs } from '@dcic/shared';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

export const catalogs: Catalogs = { 'zh-CN': zhCN, 'en-US': enUS };
