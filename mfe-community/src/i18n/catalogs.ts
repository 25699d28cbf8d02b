// The community area's messages: the area-wide catalog and one catalog per feature, merged once so
// every page and test reads the same messages. A feature adds its own pair of files here.
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import educationZhCN from '../features/education/i18n/zh-CN.json';
import educationEnUS from '../features/education/i18n/en-US.json';

export const catalogs = {
  'zh-CN': { ...zhCN, ...educationZhCN },
  'en-US': { ...enUS, ...educationEnUS },
};
