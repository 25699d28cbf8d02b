import { initSession, resetSession } from './init-session';
import { requireLogin } from './require-login';
import { setInjectedInit } from '../testing/injected-init';

beforeEach(() => {
  resetSession();
  setInjectedInit(undefined);
});

describe('requireLogin', () => {
  it('sends an anonymous visitor to the SSO login with the current address', () => {
    initSession({ lang: 'en-US', sso: 'https://sso.example.com', user: null });
    const navigate = jest.fn();
    expect(requireLogin({ navigate })).toBe(false);
    expect(navigate).toHaveBeenCalledWith(`https://sso.example.com/en-us/login2?redirect=${encodeURIComponent(window.location.href)}`);
  });

  it('lets a signed-in user through', () => {
    initSession({ user: { id: 1, userId: 'u1' } });
    const navigate = jest.fn();
    expect(requireLogin({ navigate })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
