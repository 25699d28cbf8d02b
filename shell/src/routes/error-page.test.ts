import { errorCodeFrom } from './error-page';

test('the error page status comes from the code query and defaults to 500', () => {
  expect(errorCodeFrom('?code=403')).toBe(403);
  expect(errorCodeFrom('?code=401')).toBe(401);
  expect(errorCodeFrom('')).toBe(500);
  expect(errorCodeFrom('?code=abc')).toBe(500);
  expect(errorCodeFrom('?code=200')).toBe(500);
});
