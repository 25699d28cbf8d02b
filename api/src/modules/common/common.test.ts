import { bearer, buildTestApp, createUser, engines, tokenFor, type TestApp } from '../../test';
import { jsapiSignature } from './weixin';

const STAFF = 'staff-visits@dcic.example';

describe.each(engines())('common (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      engine,
      config: {
        staffAccounts: [STAFF],
        publicUrl: 'https://dcic.example',
        weixin: { appId: 'wx-app', ticket: 'ticket-1', ticketUrl: undefined },
      },
    });
  });
  afterAll(() => app.close());

  describe('/set-language', () => {
    it('saves the language in a cookie the site can read (HEAD, no body)', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/set-language?lang=en-US' });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const cookie = res.cookies.find((c) => c.name === 'lang');
      expect(cookie).toMatchObject({ value: 'en-US', path: '/', sameSite: 'Lax', maxAge: 31_536_000 });
      expect(cookie?.httpOnly).toBeFalsy();
    });

    it('answers GET the same way', async () => {
      const res = await app.inject({ url: '/set-language?lang=zh-CN' });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === 'lang')?.value).toBe('zh-CN');
    });

    it('refuses an unknown language with 400', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/set-language?lang=de-DE' });
      expect(res.statusCode).toBe(400);
      expect(res.cookies).toHaveLength(0);
    });
  });

  describe('/api/common/v1/fingerprint', () => {
    it('creates a fingerprint and keeps it in the DF_FP cookie', async () => {
      const res = await app.inject({ url: '/api/common/v1/fingerprint' });
      expect(res.statusCode).toBe(200);
      const { status, data } = res.json();
      expect(status).toBe('e200');
      expect(data).toMatch(/^[0-9a-f]{32}$/);
      expect(res.cookies.find((c) => c.name === 'DF_FP')).toMatchObject({ value: data, path: '/', httpOnly: true });
    });

    it('keeps the browser fingerprint stable', async () => {
      const fingerprint = 'a'.repeat(32);
      const res = await app.inject({ url: '/api/common/v1/fingerprint', cookies: { DF_FP: fingerprint } });
      expect(res.json().data).toBe(fingerprint);
    });

    it('replaces a malformed cookie', async () => {
      const res = await app.inject({ url: '/api/common/v1/fingerprint', cookies: { DF_FP: '<script>' } });
      expect(res.json().data).toMatch(/^[0-9a-f]{32}$/);
    });
  });

  describe('/api/visited', () => {
    const staffHeaders = async () => {
      const user = await createUser(app, { email: STAFF, name: 'Staff' });
      return bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name }));
    };
    const visit = (query: string, cookies: Record<string, string> = {}) => app.inject({ url: `/api/visited?${query}`, cookies });
    const today = new Date().toISOString().slice(0, 10);

    it('counts visits and distinct browsers per day and path; staff read the totals', async () => {
      const path = `/competitions-${engine}`;
      const a = 'a'.repeat(32);
      const b = 'b'.repeat(32);
      for (const fp of [a, a, b])
        expect((await visit(`hostname=dcic.example&path=${path}&fullPath=${path}%3Fx%3D1&fp=${fp}`)).statusCode).toBe(204);
      // The cookie stands in for a missing fp; a query string in the path counts as the same page.
      expect((await visit(`path=${path}%3Fpage%3D2`, { DF_FP: 'c'.repeat(32) })).statusCode).toBe(204);
      // No fingerprint at all: a visit, no visitor.
      await visit(`path=${path}/&fp=not-a-fingerprint`);

      const headers = await staffHeaders();
      const res = await app.inject({ url: `/api/visited/daily?path=${path}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([{ day: today, path, visits: 5, visitors: 3 }]);
      const all = await app.inject({ url: `/api/visited/daily?from=${today}&to=${today}`, headers });
      expect(all.json().data).toContainEqual({ day: today, path, visits: 5, visitors: 3 });
    });

    it('refuses malformed input with 400, never 500', async () => {
      expect((await visit('path=%2Fa%00b')).statusCode).toBe(400);
      expect((await visit(`path=/${'x'.repeat(600)}`)).statusCode).toBe(400);
      expect((await visit('path=no-slash')).statusCode).toBe(400);
      expect((await visit(`fp=${'f'.repeat(100)}`)).statusCode).toBe(400);
      expect((await visit('path=/&path=/b')).statusCode).toBe(400);
    });

    it('keeps the totals for staff only', async () => {
      expect((await app.inject({ url: '/api/visited/daily' })).statusCode).toBe(401);
      const user = await createUser(app, { name: 'Visitor' });
      const headers = bearer(await tokenFor({ sub: user.ssoId ?? '', email: user.email, name: user.name }));
      expect((await app.inject({ url: '/api/visited/daily', headers })).statusCode).toBe(403);
      expect((await app.inject({ url: '/api/visited/daily?from=yesterday', headers: await staffHeaders() })).statusCode).toBe(400);
    });
  });

  describe('/api/common/v1/weixin/jsapi/ticket', () => {
    it('signs like the documented example', () => {
      const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
      expect(jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe(
        '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
      );
    });

    it('answers the app id, a nonce, a timestamp and the signature of the page without its fragment', async () => {
      const res = await app.inject({ url: `/api/common/v1/weixin/jsapi/ticket?path=${encodeURIComponent('/information/3?x=1#top')}` });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ appid: 'wx-app', noncestr: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(data.signature).toBe(jsapiSignature('ticket-1', data.noncestr, data.timestamp, 'https://dcic.example/information/3?x=1'));
    });

    it('signs only pages of the site', async () => {
      const res = await app.inject({ url: `/api/common/v1/weixin/jsapi/ticket?path=${encodeURIComponent('https://evil.example/')}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errno).toBe('e40075');
    });

    it('says it is not configured, in the visitor language, without an app id', async () => {
      const bare = await buildTestApp({ engine });
      try {
        const res = await bare.inject({ url: '/api/common/v1/weixin/jsapi/ticket?path=/', headers: { 'x-lang': 'en-US' } });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ errno: 'e50375', message: 'Sharing in WeChat is not configured on this site.' });
      } finally {
        await bare.close();
      }
    });
  });
});
