// Tokens and sessions across the platform: one real SSO (listening on a port) and two API processes
// that trust it, as in production. Forged and stale tokens are thrown at both APIs, the SSO and the
// review API, and a logout or password change must be refused by every API process at once.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { generateKeyPair, SignJWT, type JWK, type JWTPayload, type KeyLike } from 'jose';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { createReviewUser } from '../modules/review/review-users';
import { REVIEW_COOKIE } from '../modules/review/sessions';
import { createPglite } from '../test/pglite';

jest.setTimeout(90_000);

/** The SSO service as this suite uses it (its own types would clash with the API's `app.sso`). */
type SsoApp = Omit<FastifyInstance, 'sso'> & {
  sso: {
    db: { close(): Promise<void> };
    keys: { current: { kid: string; privateKey: KeyLike }; publicJwks: Array<JWK & { kid: string }> };
  };
};
type SsoModules = {
  app: { buildApp(options: Record<string, unknown>): Promise<SsoApp> };
  seed: {
    seedAccounts(db: unknown, accounts: Array<{ account: string; password: string; name: string }>, options: unknown): Promise<unknown>;
  };
};
// The real service from its sources, loaded by path so the API's type check stays within the API.
const ssoSources = path.resolve(__dirname, '../../../sso/src');
const ssoModule = <K extends keyof SsoModules>(name: K, file: string) => jest.requireActual<SsoModules[K]>(path.join(ssoSources, file));

const ISSUER = 'http://sso.tokens.test';
const AUDIENCE = 'dcic-platform';
const PASSWORD = 'Secret123';
const SCRYPT = { N: 1024, r: 8, p: 1 };
// Far longer than any wait below: whatever reaches the APIs in time came through the stream.
const POLL_MS = 60_000;
// "At once": well under one poll interval of the old design (5 s), with room for a busy machine.
const AT_ONCE_MS = 500;

let sso: SsoApp;
const apis: FastifyInstance[] = [];

beforeAll(async () => {
  const { buildApp: buildSso } = ssoModule('app', 'app');
  const ssoDb = ssoDatabase(await createPglite());
  sso = await buildSso({
    db: ssoDb,
    env: {},
    scrypt: SCRYPT,
    config: {
      issuer: ISSUER,
      audience: AUDIENCE,
      allowedOrigins: ['http://localhost:8080'],
      rateLimitMax: 100_000,
      delivery: { smtp: undefined, outboxFile: undefined },
    },
  });
  await sso.listen({ port: 0, host: '127.0.0.1' });
  const address = sso.server.address();
  const ssoUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Two API processes of one platform, each with its own view of the SSO's revocations.
  // One after the other: two at once can overrun Fastify's plugin start timeout on a busy machine.
  for (let i = 0; i < 2; i += 1) {
    apis.push(
      await (async () => {
        const app = await buildApp({
          logger: false,
          env: {},
          config: { ssoUrl, ssoIssuer: ISSUER, ssoAudience: AUDIENCE, dataDir: 'memory://', pgPoolMax: 2, rateLimitMax: 100_000 },
          database: { pglite: await createPglite() },
          jobs: { workers: false },
          auth: { revocationPollMs: POLL_MS, revocationMaxStalenessMs: 10 * POLL_MS },
        });
        await app.ready();
        return app;
      })(),
    );
  }
  await until(() => apis.every((app) => app.revocations.streaming), 10_000);
  // Three databases and a first PGlite cluster per worker: generous on a loaded machine.
}, 240_000);

afterAll(async () => {
  await Promise.all(apis.map((app) => app.close()));
  await sso?.close();
  await sso?.sso.db.close();
}, 60_000);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/**
 * The SSO's database interface over a PGlite of this suite (the SSO's own adapter module loads PGlite
 * inside Jest's sandbox, which cannot).
 */
function ssoDatabase(pglite: PGlite) {
  type Target = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (target: Target) => ({
    async query(text: string, params?: unknown[]) {
      const result = await target.query(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite' as const,
    ...wrap(pglite),
    transaction: <T>(work: (tx: ReturnType<typeof wrap>) => Promise<T>) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}

let counter = 0;
async function signIn(account?: string): Promise<{ account: string; token: string }> {
  let login = account;
  if (!login) {
    counter += 1;
    login = `1371234${String(counter).padStart(4, '0')}`;
    // Written straight into the SSO's database, as its seed does: registering needs a code by mail.
    await ssoModule('seed', 'seed').seedAccounts(sso.sso.db, [{ account: login, password: PASSWORD, name: '令牌' }], { scrypt: SCRYPT });
  }
  const response = await sso.inject({ method: 'POST', url: '/api/login', payload: { account: login, password: PASSWORD } });
  expect(response.statusCode).toBe(200);
  return { account: login, token: response.json().data.token };
}

const me = (api: FastifyInstance, token: string) => api.inject({ url: '/api/users/sso', headers: { authorization: `Bearer ${token}` } });
const accepted = async (token: string) => (await Promise.all(apis.map((api) => me(api, token)))).map((response) => response.statusCode);

/** Milliseconds until every API process refuses the token (401); fails after `AT_ONCE_MS` × 4. */
const refusedEverywhere = (token: string) => until(async () => (await accepted(token)).every((status) => status === 401), AT_ONCE_MS * 4);

describe('a revocation reaches every API process at once', () => {
  it('refuses a token at both APIs within moments of its logout at the SSO', async () => {
    const { token } = await signIn();
    expect(await accepted(token)).toEqual([200, 200]);
    const logout = await sso.inject({ method: 'DELETE', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    expect(await refusedEverywhere(token)).toBeLessThan(AT_ONCE_MS);
  });

  it('refuses the other sessions of an account at both APIs at once after a password change, and keeps the one that changed it', async () => {
    const { account, token: changer } = await signIn();
    const { token: other } = await signIn(account);
    expect(await accepted(other)).toEqual([200, 200]);
    const change = await sso.inject({
      method: 'POST',
      url: '/api/password',
      headers: { authorization: `Bearer ${changer}` },
      payload: { currentPassword: PASSWORD, newPassword: 'Changed456' },
    });
    expect(change.json()).toMatchObject({ status: 'e200', data: { revokedSessions: 1 } });
    expect(await refusedEverywhere(other)).toBeLessThan(AT_ONCE_MS);
    expect(await accepted(changer)).toEqual([200, 200]);
  });

  it('refuses a token at the other API at once after a logout through one API', async () => {
    const { token } = await signIn();
    expect(await accepted(token)).toEqual([200, 200]);
    const logout = await apis[0]!.inject({ method: 'DELETE', url: '/api/users/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    expect(await refusedEverywhere(token)).toBeLessThan(AT_ONCE_MS);
  });
});

// ---- forgeries -------------------------------------------------------------------------------

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

function flipBit(part: string, bit: number): string {
  const bytes = Buffer.from(part, 'base64url');
  bytes[Math.floor(bit / 8) % bytes.length]! ^= 1 << (bit % 8);
  return bytes.toString('base64url');
}

async function sign(payload: JWTPayload, key: KeyLike | Uint8Array, header: Record<string, unknown>): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', ...header } as { alg: string }).sign(key);
}

describe('forged, tampered and stale tokens', () => {
  it('accepts none of them at either API, the SSO or the review API', async () => {
    const { token: valid } = await signIn();
    const { token: loggedOut } = await signIn();
    await sso.inject({ method: 'DELETE', url: '/api/logout', headers: { authorization: `Bearer ${loggedOut}` } });
    const [header, payload, signature] = parts(valid);
    const claims = decode(payload);
    const { kid } = decode(header) as { kid: string };
    const now = Math.floor(Date.now() / 1000);
    const { privateKey } = sso.sso.keys.current;
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const publicJwk = sso.sso.keys.publicJwks.find((jwk) => jwk.kid === kid)!;
    const withClaims = (changes: Record<string, unknown>) => {
      const next: Record<string, unknown> = { ...claims, ...changes };
      for (const [name, value] of Object.entries(changes)) if (value === undefined) delete next[name];
      return next as JWTPayload;
    };

    const forgeries: Array<[string, string]> = [];
    const add = (name: string, token: string) => forgeries.push([name, token]);
    // Tampering with a real token.
    for (const [name, value] of [
      ['sub', '1'],
      ['exp', now + 365 * 86400],
      ['account', 'staff@dcic.example'],
      ['jti', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      add(`payload ${name} changed`, `${header}.${b64(withClaims({ [name]: value }))}.${signature}`);
    }
    for (let bit = 0; bit < 512; bit += 37) add(`signature bit ${bit} flipped`, `${header}.${payload}.${flipBit(signature, bit)}`);
    for (let bit = 0; bit < 8 * 20; bit += 29) add(`payload bit ${bit} flipped`, `${header}.${flipBit(payload, bit)}.${signature}`);
    add('signature removed', `${header}.${payload}.`);
    add('signature of another token', `${header}.${payload}.${parts(loggedOut)[2]}`);
    // Algorithms the API must never accept.
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      add(`alg ${alg}`, `${b64({ alg, typ: 'JWT', kid })}.${payload}.`);
      add(`alg ${alg} with the signature`, `${b64({ alg, typ: 'JWT', kid })}.${payload}.${signature}`);
    }
    const hmacSecrets: Array<[string, Uint8Array]> = [
      ['raw public key', Buffer.from(String(publicJwk.x), 'base64url')],
      ['public key text', Buffer.from(String(publicJwk.x))],
      ['public JWK', Buffer.from(JSON.stringify(publicJwk))],
    ];
    for (const [name, secret] of hmacSecrets) {
      for (const alg of ['HS256', 'HS384', 'HS512']) add(`${alg} keyed with the ${name}`, await sign(withClaims({}), secret, { alg, kid }));
    }
    // Signed with the SSO's own key, but not valid now or not for us.
    const real = (changes: Record<string, unknown>, extraHeader: Record<string, unknown> = {}) =>
      sign(withClaims(changes), privateKey, { kid, ...extraHeader });
    add('expired a minute ago', await real({ iat: now - 7200, exp: now - 60 }));
    add('expired long ago', await real({ iat: now - 30 * 86400, exp: now - 23 * 86400 }));
    add('not valid for an hour (nbf)', await real({ nbf: now + 3600 }));
    add('wrong issuer', await real({ iss: 'http://evil.example' }));
    add('issuer missing', await real({ iss: undefined }));
    add('wrong audience', await real({ aud: 'another-platform' }));
    add('audience missing', await real({ aud: undefined }));
    add('jti missing', await real({ jti: undefined }));
    add('sub missing', await real({ sub: undefined }));
    add('exp missing', await real({ exp: undefined }));
    // Keys that are not the SSO's.
    add('stranger key under the real kid', await sign(withClaims({}), stranger.privateKey, { kid }));
    add('stranger key under an unknown kid', await sign(withClaims({}), stranger.privateKey, { kid: 'forged-kid' }));
    add('stranger key without kid', await sign(withClaims({}), stranger.privateKey, {}));
    add('real key under an unknown kid', await real({}, { kid: 'forged-kid' }));
    add(
      'stranger key embedded in the header (jwk)',
      await sign(withClaims({}), stranger.privateKey, { kid, jwk: { kty: 'OKP', crv: 'Ed25519', x: 'AAAA' } }),
    );
    add('stranger key named by jku', await sign(withClaims({}), stranger.privateKey, { kid, jku: 'http://evil.example/jwks.json' }));
    // Sessions that have ended.
    add('reuse after logout', loggedOut);

    let tried = 0;
    let refused = 0;
    const acceptedAt: string[] = [];
    const expectRefused = (target: string, name: string, response: LightMyRequestResponse) => {
      tried += 1;
      if (response.statusCode === 401) refused += 1;
      else acceptedAt.push(`${target}: ${name} → ${response.statusCode}`);
    };

    for (const [name, token] of forgeries) {
      for (const [index, api] of apis.entries()) {
        const { ssoCookieName } = api.config;
        expectRefused(`API ${index} bearer`, name, await me(api, token));
        expectRefused(`API ${index} token header`, name, await api.inject({ url: '/api/users/sso', headers: { token } }));
        expectRefused(`API ${index} cookie`, name, await api.inject({ url: '/api/users/sso', cookies: { [ssoCookieName]: token } }));
      }
      expectRefused('SSO session', name, await sso.inject({ url: '/api/session', headers: { authorization: `Bearer ${token}` } }));
    }

    // Headers that claim an identity without a token.
    const forgedHeaders: Array<Record<string, string>> = [
      { 'x-user-id': '1' },
      { 'x-user': 'staff@dcic.example' },
      { 'x-forwarded-user': 'staff@dcic.example' },
      { 'x-auth-request-user': 'staff@dcic.example' },
      { 'x-remote-user': 'staff@dcic.example' },
      { identity: JSON.stringify({ sub: '1', account: 'staff@dcic.example' }) },
      { authorization: 'Bearer' },
      { authorization: 'Bearer null' },
      { authorization: `Basic ${b64('staff@dcic.example:Demo1234')}` },
      { authorization: `bearer ${payload}` },
      { token: 'undefined' },
      { cookie: `${apis[0]!.config.ssoCookieName}=${valid}x` },
      { cookie: `dcic_review=${valid}` },
      { authorization: `Bearer ${'a'.repeat(9000)}.${payload}.${signature}` },
    ];
    for (const headers of forgedHeaders) {
      const name = `forged header ${Object.keys(headers)[0]}`;
      for (const [index, api] of apis.entries()) expectRefused(`API ${index}`, name, await api.inject({ url: '/api/users/sso', headers }));
    }

    // The review API takes its own sessions only: no site token, no forgery, no ended review session.
    const review = apis[0]!;
    await createReviewUser(review.db, { account: 'tokens-2019', name: '评审', password: PASSWORD, role: 0 }, { N: 1024, r: 8, p: 1 });
    const login = await review.inject({
      method: 'POST',
      url: '/api/spic-review/user/login',
      payload: { account: 'tokens-2019', password: PASSWORD },
    });
    const reviewToken = login.cookies.find((cookie) => cookie.name === REVIEW_COOKIE)!.value;
    const reviewSelf = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      review.inject({ url: '/api/spic-review/user/self', headers, cookies });
    expect((await reviewSelf({}, { [REVIEW_COOKIE]: reviewToken })).statusCode).toBe(200);
    expectRefused('review API', 'a valid site token as bearer', await reviewSelf({ authorization: `Bearer ${valid}` }));
    expectRefused('review API', 'a valid site token as site cookie', await reviewSelf({}, { [review.config.ssoCookieName]: valid }));
    expectRefused('review API', 'a valid site token as review cookie', await reviewSelf({}, { [REVIEW_COOKIE]: valid }));
    for (const [name, token] of forgeries.slice(0, 20)) expectRefused('review API', name, await reviewSelf({}, { [REVIEW_COOKIE]: token }));
    expectRefused('review API', 'review token with a flipped bit', await reviewSelf({}, { [REVIEW_COOKIE]: flipBit(reviewToken, 3) }));
    expectRefused('site API', 'a review token as bearer', await me(review, reviewToken));
    expectRefused(
      'site API',
      'a review token as site cookie',
      await review.inject({ url: '/api/users/sso', cookies: { [review.config.ssoCookieName]: reviewToken } }),
    );
    await review.inject({ method: 'POST', url: '/api/spic-review/user/logout', cookies: { [REVIEW_COOKIE]: reviewToken } });
    expectRefused('review API', 'review token reused after logout', await reviewSelf({}, { [REVIEW_COOKIE]: reviewToken }));

    console.log(`tokens and sessions: tried ${tried}, refused ${refused}, accepted ${acceptedAt.length}`);
    expect(acceptedAt).toEqual([]);
    expect(refused).toBe(tried);
    // The control: the real token still opens every door it should.
    expect(await accepted(valid)).toEqual([200, 200]);
    expect((await sso.inject({ url: '/api/session', headers: { authorization: `Bearer ${valid}` } })).statusCode).toBe(200);
  });
});
