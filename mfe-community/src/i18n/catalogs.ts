// The community area's messages: the area-wide catalog and one catalog per feature, merged once so
// every page and test reads the same messages. A feature adds its own pair of files here.
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import discussionZhCN from '../features/discussion/i18n/zh-CN.json';
import discussionEnUS from '../features/discussion/i18n/en-US.json';
import organisersZhCN from '../features/organisers/i18n/zh-CN.json';
import organisersEnUS from '../features/organisers/i18n/en-US.json';
import datasetsZhCN from '../features/datasets/i18n/zh-CN.json';
import datasetsEnUS from '../features/datasets/i18n/en-US.json';
import dcicZh from '../features/dcic/i18n/zh-CN.json';
import dcicEn from '../features/dcic/i18n/en-US.json';
import editionsZh from '../features/editions/i18n/zh-CN.json';
import editionsEn from '../features/editions/i18n/en-US.json';
import expertsZh from '../features/experts/i18n/zh-CN.json';
import expertsEn from '../features/experts/i18n/en-US.json';
import specialZh from '../features/special/i18n/zh-CN.json';
import specialEn from '../features/special/i18n/en-US.json';
import educationZhCN from '../features/education/i18n/zh-CN.json';
import educationEnUS from '../features/education/i18n/en-US.json';

const featureCatalogs = [
  { 'zh-CN': discussionZhCN, 'en-US': discussionEnUS },
  { 'zh-CN': organisersZhCN, 'en-US': organisersEnUS },
  { 'zh-CN': datasetsZhCN, 'en-US': datasetsEnUS },
  { 'zh-CN': dcicZh, 'en-US': dcicEn },
  { 'zh-CN': editionsZh, 'en-US': editionsEn },
  { 'zh-CN': expertsZh, 'en-US': expertsEn },
  { 'zh-CN': specialZh, 'en-US': specialEn },
  { 'zh-CN': educationZhCN, 'en-US': educationEnUS },
];

export const catalogs = {
  'zh-CN': Object.assign({}, zhCN, ...featureCatalogs.map((catalog) => catalog['zh-CN'])) as Record<string, string>,
  'en-US': Object.assign({}, enUS, ...featureCatalogs.map((catalog) => catalog['en-US'])) as Record<string, string>,
};
