// The community area's zh-CN messages: the area-wide catalog and one catalog per feature, merged once.
// A feature adds its file here and in the other language's (the parity test compares the two).
import area from './zh-CN.json';
import discussionZhCN from '../features/discussion/i18n/zh-CN.json';
import organisersZhCN from '../features/organisers/i18n/zh-CN.json';
import datasetsZhCN from '../features/datasets/i18n/zh-CN.json';
import dcicZhCN from '../features/dcic/i18n/zh-CN.json';
import editionsZhCN from '../features/editions/i18n/zh-CN.json';
import expertsZhCN from '../features/experts/i18n/zh-CN.json';
import specialZhCN from '../features/special/i18n/zh-CN.json';
import educationZhCN from '../features/education/i18n/zh-CN.json';

const catalog: Record<string, string> = {
  ...area,
  ...discussionZhCN,
  ...organisersZhCN,
  ...datasetsZhCN,
  ...dcicZhCN,
  ...editionsZhCN,
  ...expertsZhCN,
  ...specialZhCN,
  ...educationZhCN,
};
export default catalog;
