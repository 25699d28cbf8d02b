import { userDashTarget } from './user-redirect';

test('/user/- goes to the signed-in user page and keeps the tab', () => {
  expect(userDashTarget('/user/-', 100001)).toBe('/user/100001');
  expect(userDashTarget('/user/-/followers', 100001)).toBe('/user/100001/followers');
  expect(userDashTarget('/user/-', null)).toBe('login');
  expect(userDashTarget('/user/5', 100001)).toBeNull();
  expect(userDashTarget('/users/-', 100001)).toBeNull();
});
