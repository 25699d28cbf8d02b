import { toHelpTab } from './help-tabs';

test('an unknown or missing help tab opens the about page', () => {
  expect(toHelpTab(undefined)).toBe('about');
  expect(toHelpTab('nope')).toBe('about');
  expect(toHelpTab('privacy')).toBe('privacy');
});
