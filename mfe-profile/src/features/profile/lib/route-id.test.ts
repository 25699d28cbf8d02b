import { resolveProfileRoute } from './route-id';

describe('resolveProfileRoute', () => {
  it("sends a missing id to the viewer's own page", () => {
    expect(resolveProfileRoute(undefined, 100005)).toEqual({ kind: 'own', id: 100005 });
    expect(resolveProfileRoute('', '100005')).toEqual({ kind: 'own', id: 100005 });
    expect(resolveProfileRoute('-', 100005)).toEqual({ kind: 'own', id: 100005 });
  });

  it('asks an anonymous visitor to sign in first', () => {
    expect(resolveProfileRoute(undefined, null)).toEqual({ kind: 'sign-in' });
  });

  it('accepts a valid id', () => {
    expect(resolveProfileRoute('100001', 100005)).toEqual({ kind: 'user', id: 100001 });
  });

  it.each(['abc', '0', '-1', '12.5', '100000', '1e6', '99999999999', '42'])('finds no user %s', (raw) => {
    expect(resolveProfileRoute(raw, 100005)).toEqual({ kind: 'not-found', raw });
  });
});
