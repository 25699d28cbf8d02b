import { createFakeFetch, failure, networkFailure, ok } from '../testing/fake-fetch';
import { createTestHttp } from '../testing/test-http';
import type { User } from '../contract';
import { userAtom } from './atoms';
import { isSignedIn, loadCurrentUser } from './current-user';
import { initSession, resetSession } from './init-session';
import { sessionStore } from './store';
import type { SessionUser } from './types';
import { setInjectedInit } from '../testing/injected-init';

beforeEach(() => {
  resetSession();
  setInjectedInit(undefined);
});

describe('isSignedIn', () => {
  it('needs a single-sign-on id', () => {
    expect(isSignedIn(null)).toBe(false);
    expect(isSignedIn({ id: 1 })).toBe(false);
    expect(isSignedIn({ id: 1, userId: '' })).toBe(false);
    expect(isSignedIn({ userId: 'abc' })).toBe(true);
    expect(isSignedIn({ ssoId: 12 })).toBe(true);
  });
});

describe('loadCurrentUser', () => {
  it('asks GET /api/users/sso once however many callers ask', async () => {
    initSession({ user: null });
    const fake = createFakeFetch(ok({ id: 9, userId: 'sso-9', name: 'Lin' }));
    const http = createTestHttp(fake);
    const [a, b] = await Promise.all([loadCurrentUser({ http }), loadCurrentUser({ http })]);
    const c = await loadCurrentUser({ http });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ method: 'GET', url: '/api/users/sso' });
    expect(a).toEqual({ id: 9, userId: 'sso-9', name: 'Lin' });
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(sessionStore.get(userAtom)).toBe(a);
  });

  it('reuses the user the init object carried', async () => {
    initSession({ user: { id: 1, userId: 'u1' } });
    const fake = createFakeFetch(ok({ id: 2, userId: 'u2' }));
    await expect(loadCurrentUser({ http: createTestHttp(fake) })).resolves.toEqual({ id: 1, userId: 'u1' });
    expect(fake.calls).toHaveLength(0);
  });

  it('resolves null for an anonymous visitor and remembers it', async () => {
    const fake = createFakeFetch(failure(401, 'e40100', 'Sign in required'));
    const http = createTestHttp(fake);
    await expect(loadCurrentUser({ http })).resolves.toBeNull();
    await expect(loadCurrentUser({ http })).resolves.toBeNull();
    expect(fake.calls).toHaveLength(1);
  });

  it('lets a later call try again after a network failure', async () => {
    const fake = createFakeFetch(networkFailure(), networkFailure(), networkFailure(), networkFailure(), ok({ userId: 'u' }));
    const http = createTestHttp(fake);
    await expect(loadCurrentUser({ http })).rejects.toMatchObject({ errno: 'NETWORK' });
    await expect(loadCurrentUser({ http })).resolves.toEqual({ userId: 'u' });
  });
});

describe('SessionUser', () => {
  it('accepts the contract user of GET /api/users/sso', () => {
    const user = { id: 1, userId: 'u1', name: 'Ada' } as unknown as User;
    // Compile-time check: the contract's User must stay storable in the session.
    const stored: SessionUser = user;
    expect(isSignedIn(stored)).toBe(true);
  });
});
