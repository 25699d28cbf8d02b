/** @jest-environment ./src/test/native-environment.js */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { PASSWORD, registerAccount, registerWithCode, uniqueIp, uniquePhone, useTestApp } from '../test/test-app';

const jtiOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;

// One engine: these rules sit above the database, which the other suites cover on both.
describe('sessions and requests hardened (PGlite)', () => {
  const test = useTestApp('pglite');

  // The stream over HTTP, followed by API processes, is proven in api/src/auth/tokens-and-sessions.test.ts.
  describe('revocation stream', () => {
    type Page = { revoked: Array<{ jti: string }>; now: string };

    /** Listens to the app's hub; `next()` resolves with the next page pushed. */
    async function follow(app: FastifyInstance, since: Date | null) {
      const pages: Page[] = [];
      let wake: (() => void) | null = null;
      const stop = await app.sso.revocationHub.subscribe(since, (page) => {
        pages.push(page);
        wake?.();
      });
      const next = async (): Promise<Page> => {
        while (pages.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        return pages.shift()!;
      };
      return { next, stop };
    }

    /** How long until a page names `jti`. */
    async function waitFor(next: () => Promise<Page>, jti: string) {
      const started = Date.now();
      for (;;) if ((await next()).revoked.some((entry) => entry.jti === jti)) return Date.now() - started;
    }

    it('starts with the revocations since `since`, then pushes a logout at once', async () => {
      const before = await registerAccount(test.app);
      await test.app.inject({ method: 'DELETE', url: '/api/logout', headers: { authorization: `Bearer ${before.token}` } });
      const stream = await follow(test.app, null);
      try {
        expect((await stream.next()).revoked.map((entry) => entry.jti)).toContain(jtiOf(before.token));
        const { token } = await registerAccount(test.app);
        const logout = test.app.inject({ method: 'DELETE', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
        expect(await waitFor(stream.next, jtiOf(token))).toBeLessThan(500);
        await logout;
      } finally {
        stream.stop();
      }
    });

    it('pushes what another SSO process over the same database revoked within moments, a password change included', async () => {
      const other = await test.buildApp();
      const stream = await follow(test.app, new Date());
      try {
        await stream.next();
        const { account, token: changer } = await registerAccount(other);
        const login = await other.inject({ method: 'POST', url: '/api/login', payload: { account, password: PASSWORD } });
        const second = login.json().data.token as string;
        const change = other.inject({
          method: 'POST',
          url: '/api/password',
          headers: { authorization: `Bearer ${changer}` },
          payload: { currentPassword: PASSWORD, newPassword: 'Changed456' },
        });
        expect(await waitFor(stream.next, jtiOf(second))).toBeLessThan(1500);
        expect((await change).statusCode).toBe(200);
      } finally {
        stream.stop();
      }
    });

    it('refuses a malformed `since` like the polled feed', async () => {
      const response = await test.app.inject({ url: '/api/revocations/stream?since=yesterday' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errno).toBe('e40000');
    });
  });

  describe('session cookie', () => {
    const setCookie = (response: { headers: Record<string, unknown> }) => {
      const header = response.headers['set-cookie'];
      return (Array.isArray(header) ? header : [header]).join('\n');
    };
    const fromEnv = (env: NodeJS.ProcessEnv) => {
      const { cookieName, cookieDomain, cookieSecure, publicUrl } = loadConfig(env);
      return test.buildApp({ cookieName, cookieDomain, cookieSecure, publicUrl });
    };
    const register = (app: FastifyInstance) => registerWithCode(app, { name: 'Cookie' });

    it('is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ without Domain in production over https, and only that name is read', async () => {
      const app = await fromEnv({ NODE_ENV: 'production', SSO_URL: 'https://sso.example.org' });
      const registered = await register(app);
      const header = setCookie(registered);
      expect(header).toMatch(/^__Host-dcic_sso=[\w.-]+;/);
      for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(header).toContain(`; ${attribute}`);
      expect(header).not.toMatch(/Domain=/i);
      const token = registered.json().data.token as string;
      expect((await app.inject({ url: '/api/session', cookies: { '__Host-dcic_sso': token } })).statusCode).toBe(200);
      // A cookie planted without the prefix (from plain http or a sibling host) is not the session.
      expect((await app.inject({ url: '/api/session', cookies: { dcic_sso: token } })).statusCode).toBe(401);
      const logout = await app.inject({ method: 'DELETE', url: '/api/logout', cookies: { '__Host-dcic_sso': token } });
      expect(setCookie(logout)).toMatch(/^__Host-dcic_sso=;.*Secure/);
    });

    it('is __Secure- with its Domain when shared with the site under a parent domain', async () => {
      const app = await fromEnv({ NODE_ENV: 'production', SSO_URL: 'https://sso.example.org', SSO_COOKIE_DOMAIN: 'example.org' });
      const header = setCookie(await register(app));
      expect(header).toMatch(/^__Secure-dcic_sso=/);
      expect(header).toContain('; Domain=example.org');
      expect(header).toContain('; Secure');
    });

    it('keeps the plain name and no Secure over http, so development on localhost still signs in', async () => {
      const app = await fromEnv({ SSO_URL: 'http://localhost:6060' });
      const header = setCookie(await register(app));
      expect(header).toMatch(/^dcic_sso=/);
      expect(header).not.toContain('Secure');
      expect(header).toContain('; HttpOnly');
    });
  });

  describe('cross-site requests', () => {
    const login = (headers: Record<string, string>, contentType = 'application/json') =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': contentType, ...headers },
        payload:
          contentType === 'application/json' ? JSON.stringify({ account: uniquePhone(), password: PASSWORD }) : 'account=1&password=2',
      });

    it('refuses state changes a page of another origin sends, whatever the content type, on the JSON API and the pages', async () => {
      const foreign: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' },
        { origin: 'null', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      let tried = 0;
      let refused = 0;
      for (const headers of foreign) {
        for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
          tried += 2;
          if ((await login(headers, type)).statusCode === 403) refused += 1;
          const page = await test.app.inject({
            method: 'POST',
            url: '/login2',
            headers: { 'content-type': type, ...headers },
            payload: 'account=1&password=2',
          });
          if (page.statusCode === 403) refused += 1;
        }
        tried += 1;
        const logout = await test.app.inject({ method: 'DELETE', url: '/api/logout', headers });
        if (logout.statusCode === 403) refused += 1;
      }
      console.log(`SSO cross-site writes: tried ${tried}, refused ${refused}, accepted ${tried - refused}`);
      expect(refused).toBe(tried);
    });

    it('lets its own pages, the platform site and programs without browser headers through', async () => {
      expect((await login({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:6060' })).statusCode).toBe(401);
      expect((await login({ 'sec-fetch-site': 'same-site', origin: 'http://localhost:8080' })).statusCode).toBe(401);
      expect((await login({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401);
      expect((await login({})).statusCode).toBe(401);
    });

    it('grants CORS to the configured origins only', async () => {
      const ask = (origin: string, method = 'GET') =>
        test.app.inject({
          method: method as 'GET',
          url: '/api/session',
          headers: { origin, ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST' } : {}) },
        });
      for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
        expect((await ask(origin)).headers['access-control-allow-origin']).toBeUndefined();
        expect((await ask(origin, 'OPTIONS')).headers['access-control-allow-origin']).toBeUndefined();
      }
      const site = await ask('http://localhost:8080');
      expect(site.headers).toMatchObject({
        'access-control-allow-origin': 'http://localhost:8080',
        'access-control-allow-credentials': 'true',
      });
      const preflight = await ask('http://localhost:8080', 'OPTIONS');
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    });
  });

  describe('failed sign-ins per account from all addresses', () => {
    it('locks the account after the overall cap with a localised 429 and its retry time, even from a fresh address with the right password', async () => {
      const app = await test.buildApp({ loginFailureAccountMax: 6 });
      const { account } = await registerAccount(app);
      const attempt = (password: string, lang = 'en-US') =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { account, password },
          remoteAddress: uniqueIp(),
          headers: { 'x-lang': lang },
        });
      // Each failure from another address: under the per-address limit (5) everywhere.
      for (let i = 0; i < 6; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(401);
      const locked = await attempt(PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(locked.json()).toMatchObject({ errno: 'e42900', message: expect.stringMatching(/this account.*15 minutes/) });
      expect((await attempt(PASSWORD, 'zh-CN')).json().message).toMatch(/该账号.*15 分钟/);
      // Other accounts are untouched.
      const other = await registerAccount(app);
      const fine = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: other.account, password: PASSWORD },
        remoteAddress: uniqueIp(),
      });
      expect(fine.statusCode).toBe(200);
    });
  });
});
