// The community area's en-US messages: the area-wide catalog and one catalog per feature, merged once.
// A feature adds its file here and in the other language's (the parity test compares the two).
import area from './en-US.json';
import discussionEnUS from '../features/discussion/i18n/en-US.json';
import organisersEnUS from '../features/organisers/i18n/en-US.json';
import datasetsEnUS from '../features/datasets/i18n/en-US.json';
import dcicEnUS from '../features/dcic/i18n/en-US.json';
import editionsEnUS from '../features/editions/i18n/en-US.json';
import expertsEnUS from '../features/experts/i18n/en-US.json';
import specialEnUS from '../features/special/i18n/en-US.json';
import educationEnUS from '../features/education/i18n/en-US.json';

const catalog: Record<string, string> = {
  ...area,
  ...discussionEnUS,
  ...organisersEnUS,
  ...datasetsEnUS,
  ...dcicEnUS,
  ...editionsEnUS,
  ...expertsEnUS,
  ...specialEnUS,
  ...educationEnUS,
};
export default catalog;
