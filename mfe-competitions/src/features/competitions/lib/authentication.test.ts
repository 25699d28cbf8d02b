import { needsAuthentication } from './authentication';

test('asks for identity authentication where the competition does, and only of those who have not done it', () => {
  const ask = (authenticationRequired: 'none' | 'signup' | 'submission', isAuthenticated = false) => ({
    authenticationRequired,
    isAuthenticated,
  });
  expect(needsAuthentication(ask('none'), 'signup')).toBe(false);
  expect(needsAuthentication(ask('none'), 'submission')).toBe(false);
  expect(needsAuthentication(ask('signup'), 'signup')).toBe(true);
  expect(needsAuthentication(ask('signup'), 'submission')).toBe(true);
  expect(needsAuthentication(ask('submission'), 'signup')).toBe(false);
  expect(needsAuthentication(ask('submission'), 'submission')).toBe(true);
  expect(needsAuthentication(ask('signup', true), 'signup')).toBe(false);
});
