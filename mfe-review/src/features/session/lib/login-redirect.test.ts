import { loginPathFor, safeRedirect } from './login-redirect';

test('brings the user back to the review page they came from', () => {
  expect(safeRedirect(`?redirect=${encodeURIComponent('/spic-review/scoremanage')}`)).toBe('/spic-review/scoremanage');
  expect(safeRedirect(new URL(`http://x${loginPathFor('/grade/DCIC?name=张三')}`).search)).toBe('/grade/DCIC?name=张三');
});

test('never to another site, another area, or the login page itself', () => {
  for (const target of [
    'https://evil.example/',
    '//evil.example/spic-review',
    '/\\evil.example',
    '/users/1',
    '/spic-reviewer',
    '/spic-review/login?redirect=/x',
    '',
  ]) {
    expect([target, safeRedirect(`?redirect=${encodeURIComponent(target)}`)]).toEqual([target, null]);
  }
  expect(safeRedirect('')).toBeNull();
});
