import { createFakeFetch, failure, ok } from '../testing/fake-fetch';
import { createTestHttp } from '../testing/test-http';
import { userAtom } from './atoms';
import { initSession, resetSession } from './init-session';
import { logout } from './logout';
import { sessionStore } from './store';
import { setInjectedInit } from '../testing/injected-init';

beforeEach(() => {
  resetSession();
  setInjectedInit(undefined);
});

describe('logout', () => {
  it('calls the SSO through the proxy, clears the user and goes home', async () => {
    initSession({ user: { id: 1, userId: 'u1' } });
    const fake = createFakeFetch(ok(null));
    const navigate = jest.fn();
    await logout({ http: createTestHttp(fake), navigate });
    expect(fake.calls[0]).toMatchObject({ method: 'DELETE', url: '/sso/proxy/api/logout', credentials: 'include' });
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('keeps the user when the SSO could not end the session', async () => {
    initSession({ user: { id: 1, userId: 'u1' } });
    const fake = createFakeFetch(failure(500, 'e50000', 'boom'));
    const navigate = jest.fn();
    await expect(logout({ http: createTestHttp(fake), navigate })).rejects.toMatchObject({ status: 500 });
    expect(sessionStore.get(userAtom)).toEqual({ id: 1, userId: 'u1' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
