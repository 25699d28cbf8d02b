import { showBackToTop } from './back-to-top';

test('back to top appears only after scrolling past 300 px', () => {
  expect(showBackToTop(0)).toBe(false);
  expect(showBackToTop(300)).toBe(false);
  expect(showBackToTop(301)).toBe(true);
});
