import { generateKeyPair, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../modules/users';
import {
  bearer,
  buildTestApp,
  engines,
  FakeSso,
  signInAs,
  TEST_AUDIENCE,
  TEST_ISSUER,
  TEST_KID,
  testClaims,
  testKeys,
  tokenFor,
  type TestApp,
} from '../test';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(engines())('auth (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());
  afterEach(() => {
    app.sso.down = false;
  });

  const me = (headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
    app.inject({ url: '/api/users/sso', headers: { 'x-lang': 'en-US', ...headers }, cookies });

  const expectAnonymous = async (headers: Record<string, string>) => {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'e40100', errno: 'e40100', message: 'Please log in first.' });
  };

  describe('accepted tokens', () => {
    it('accepts a valid token as Authorization: Bearer', async () => {
      const claims = testClaims();
      const res = await me(bearer(await tokenFor(claims)));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ userId: claims.sub, email: claims.email });
    });

    it('accepts the token from the SSO cookie and from the token header', async () => {
      const claims = testClaims();
      const token = await tokenFor(claims);
      expect((await me({}, { dcic_sso: token })).json().data.userId).toBe(claims.sub);
      expect((await me({ token })).json().data.userId).toBe(claims.sub);
    });

    it('ignores a placeholder token header and falls back to the cookie', async () => {
      const claims = testClaims();
      const res = await me({ token: 'undefined' }, { dcic_sso: await tokenFor(claims) });
      expect(res.json().data.userId).toBe(claims.sub);
    });
  });

  describe('refused tokens', () => {
    it('refuses a token whose payload was altered', async () => {
      const [header, , signature] = (await tokenFor()).split('.');
      const forged = `${header}.${b64({ ...testClaims({ sub: 'someone-else' }), iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: 4_000_000_000 })}.${signature}`;
      await expectAnonymous(bearer(forged));
    });

    it('refuses an unsigned token (alg: none)', async () => {
      const payload = { ...testClaims(), iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: 4_000_000_000 };
      await expectAnonymous(bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`));
    });

    it('refuses HS256 signed with the public key', async () => {
      const { publicJwk } = await testKeys();
      for (const secret of [JSON.stringify(publicJwk), String(publicJwk.x)]) {
        const token = await new SignJWT({ ...testClaims() })
          .setProtectedHeader({ alg: 'HS256', kid: TEST_KID })
          .setIssuer(TEST_ISSUER)
          .setAudience(TEST_AUDIENCE)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(secret));
        await expectAnonymous(bearer(token));
      }
    });

    it('refuses a token signed by another key', async () => {
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      await expectAnonymous(bearer(await tokenFor({}, { privateKey })));
    });

    it('refuses an expired token', async () => {
      await expectAnonymous(bearer(await tokenFor({}, { expiresIn: -60 })));
    });

    it('refuses a token of another issuer or audience', async () => {
      await expectAnonymous(bearer(await tokenFor({}, { issuer: 'http://evil.test' })));
      await expectAnonymous(bearer(await tokenFor({}, { audience: 'another-app' })));
    });

    it('refuses a revoked session once the feed has it, even a token it accepted before', async () => {
      const claims = testClaims();
      const token = await tokenFor(claims);
      expect((await me(bearer(token))).statusCode).toBe(200);
      app.sso.revoke(claims.jti);
      await app.revocations.refresh();
      await expectAnonymous(bearer(token));
    });

    it('never takes identity from sso-user-id or authentication-user headers', async () => {
      const { user } = await signInAs(app);
      await expectAnonymous({ 'sso-user-id': String(user.ssoId), 'authentication-user': String(user.id) });
      // With a token of another account, the headers change nothing either.
      const claims = testClaims();
      const res = await me({ ...bearer(await tokenFor(claims)), 'sso-user-id': String(user.ssoId) });
      expect(res.json().data.userId).toBe(claims.sub);
    });
  });

  describe('revocation feed', () => {
    it('checks a session without calling the SSO on each request', async () => {
      const token = await tokenFor();
      const polls = app.sso.revocationPolls;
      for (let i = 0; i < 5; i += 1) expect((await me(bearer(token))).statusCode).toBe(200);
      expect(app.sso.revocationPolls).toBe(polls);
    });

    it('answers 503 e50301 when the feed is stale, and treats the caller as anonymous elsewhere', async () => {
      const token = await tokenFor();
      expect((await me(bearer(token))).statusCode).toBe(200);
      // Down longer than the staleness budget (see buildTestApp): the feed vouches for no one.
      app.sso.down = true;
      const res = await me(bearer(token));
      expect(res.statusCode).toBe(503);
      expect(res.json().errno).toBe('e50301');
      const init = await app.inject({ url: '/api/users/initData', headers: bearer(token) });
      expect(init.statusCode).toBe(200);
      expect(init.json().data.user).toBeNull();
      // Back up: fresh again without waiting for anything.
      app.sso.down = false;
      expect((await me(bearer(token))).statusCode).toBe(200);
    });

    it('logs out through the API: the session is refused at once, before any poll', async () => {
      const claims = testClaims();
      const token = await tokenFor(claims);
      const logout = await app.inject({ method: 'DELETE', url: '/api/users/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      expect(app.revocations.isRevoked(claims.jti)).toBe(true);
      await expectAnonymous(bearer(token));
    });
  });

  describe('phone or e-mail binding', () => {
    it('answers 403 UNBOUND_PHONE_OR_EMAIL without phone and e-mail, and creates no user', async () => {
      const claims = testClaims({ phone: null, email: null });
      const res = await me(bearer(await tokenFor(claims)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'UNBOUND_PHONE_OR_EMAIL',
        errno: 'UNBOUND_PHONE_OR_EMAIL',
        message: 'Please bind a phone number or an e-mail address first.',
      });
      expect(await app.db.select().from(users).where(eq(users.ssoId, claims.sub))).toHaveLength(0);
    });

    it('accepts a phone without e-mail', async () => {
      const res = await me(bearer(await tokenFor({ phone: '13800000000', email: null })));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ phone: '13800000000', email: null });
    });
  });
});

describe('auth with an SSO that was never reachable', () => {
  let app: TestApp;
  const sso = new FakeSso();
  beforeAll(async () => {
    sso.down = true;
    app = await buildTestApp({ sso });
  });
  afterAll(() => app.close());

  it('answers 503 e50301 until a first poll of the feed succeeds, then serves', async () => {
    const token = await tokenFor();
    const res = await app.inject({ url: '/api/users/sso', headers: { ...bearer(token), 'x-lang': 'en-US' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().errno).toBe('e50301');
    sso.down = false;
    // Still stale: the down flag only moved the clock; the feed has never answered.
    expect((await app.inject({ url: '/api/users/sso', headers: bearer(token) })).statusCode).toBe(503);
    await app.revocations.refresh();
    expect((await app.inject({ url: '/api/users/sso', headers: bearer(token) })).statusCode).toBe(200);
  });
});
