import { generateKeyPair, SignJWT } from 'jose';
import type { SsoIdentity } from './identity';
import { TokenCache } from './token-cache';
import { createTokenVerifier, withTokenCache, type TokenVerifier } from './verify-token';

const ISSUER = 'http://sso.test';
const AUDIENCE = 'dcic-platform';

const identity = (overrides: Partial<SsoIdentity> = {}): SsoIdentity => ({
  sub: '1',
  jti: 'j',
  exp: Math.floor(Date.now() / 1000) + 3600,
  name: 'N',
  account: 'a',
  phone: null,
  email: 'a@example.com',
  ...overrides,
});

describe('TokenCache', () => {
  it('answers only the exact token string', () => {
    const cache = new TokenCache();
    cache.set('aaa.bbb.ccc', identity());
    expect(cache.get('aaa.bbb.ccc')?.sub).toBe('1');
    expect(cache.get('aaa.bbb.ccd')).toBeUndefined();
    expect(cache.get('aaa.bbb.cc')).toBeUndefined();
  });

  it("drops an entry at the token's exp, and after the max age", () => {
    let now = 1_000_000_000_000;
    const cache = new TokenCache({ now: () => now, maxAgeMs: 10 * 60_000 });
    cache.set('short', identity({ exp: now / 1000 + 60 }));
    cache.set('long', identity({ exp: now / 1000 + 7 * 86_400 }));
    now += 59_999;
    expect(cache.get('short')).toBeDefined();
    now += 1;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBeDefined();
    now += 10 * 60_000;
    expect(cache.get('long')).toBeUndefined();
    // An already expired token is not stored at all.
    cache.set('old', identity({ exp: now / 1000 - 1 }));
    expect(cache.size).toBe(0);
  });

  it('stays bounded, dropping the least recently used', () => {
    const cache = new TokenCache({ maxEntries: 2 });
    cache.set('a', identity());
    cache.set('b', identity());
    cache.get('a');
    cache.set('c', identity());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('withTokenCache', () => {
  let verify: TokenVerifier;
  let calls: number;
  let sign: (claims?: Record<string, unknown>, expiresIn?: string | number) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const full = createTokenVerifier({ keys: publicKey, issuer: ISSUER, audience: AUDIENCE });
    verify = withTokenCache(async (token) => {
      calls += 1;
      return full(token);
    }, new TokenCache());
    sign = (claims = {}, expiresIn: string | number = '1h') =>
      new SignJWT({ name: 'N', account: 'a', phone: null, email: 'a@example.com', ...claims })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject('1')
        .setJti(`j-${Math.random()}`)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey);
  });
  beforeEach(() => {
    calls = 0;
  });

  it('verifies a token in full once, then answers from the cache', async () => {
    const token = await sign();
    expect(await verify(token)).toMatchObject({ ok: true });
    expect(await verify(token)).toMatchObject({ ok: true, identity: { sub: '1' } });
    expect(calls).toBe(1);
  });

  it('never serves a tampered copy of a cached token', async () => {
    const token = await sign();
    expect((await verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const tampered of [`${header}.${forgedPayload}.${signature}`, `${header}.${payload}.${flipped}`, `${token}x`]) {
      expect(await verify(tampered)).toEqual({ ok: false, reason: 'invalid' });
    }
    // Each tampered copy went through full verification; none was remembered.
    expect(calls).toBe(4);
    expect((await verify(`${header}.${forgedPayload}.${signature}`)).ok).toBe(false);
    expect(calls).toBe(5);
  });

  it('does not serve a cached token past its exp', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const token = await sign({}, Math.floor(Date.now() / 1000) + 30);
      expect((await verify(token)).ok).toBe(true);
      jest.setSystemTime(Date.now() + 29_000);
      expect((await verify(token)).ok).toBe(true);
      expect(calls).toBe(1);
      // Past exp (and jose's 5 s clock tolerance) the full check runs again and refuses it.
      jest.setSystemTime(Date.now() + 10_000);
      expect(await verify(token)).toEqual({ ok: false, reason: 'invalid' });
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
