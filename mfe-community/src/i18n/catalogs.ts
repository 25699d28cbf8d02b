// The community area's messages: the area-wide catalog and one catalog per feature, merged once so
// every page and test reads the same messages. A feature adds its own pair of files here.
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import discussionZhCN from '../features/discussion/i18n/zh-CN.json';
import discussionEnUS from '../features/discussion/i18n/en-US.json';

export const catalogs = {
  'zh-CN': { ...zhCN, ...discussionZhCN },
  'en-US': { ...enUS, ...discussionEnUS },
import organisersZhCN from '../features/organisers/i18n/zh-CN.json';
import organisersEnUS from '../features/organisers/i18n/en-US.json';

export const catalogs = {
  'zh-CN': { ...zhCN, ...organisersZhCN },
  'en-US': { ...enUS, ...organisersEnUS },
};
