import { SYSTEM_SENDER_ID } from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, engines, signInAs, testClaims, tokenFor, type TestApp } from '../../../test';
import { findUserById } from '../repository';
import { users } from '../schema';

describe.each(engines())('users (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());
  afterEach(() => {
    app.sso.down = false;
  });

  const rowsOf = (ssoId: string) => app.db.select().from(users).where(eq(users.ssoId, ssoId));

  describe('GET /api/users/sso', () => {
    it('creates the platform user on first sight, once', async () => {
      const claims = testClaims({ name: '张三' });
      const headers = bearer(await tokenFor(claims));
      const first = await app.inject({ url: '/api/users/sso', headers });
      expect(first.statusCode).toBe(200);
      const user = first.json().data;
      expect(user).toMatchObject({
        userId: claims.sub,
        name: '张三',
        userName: '张三',
        email: claims.email,
        sex: 'secret',
        authentication: 0,
        age: null,
      });
      expect(user.id).toBeGreaterThan(SYSTEM_SENDER_ID);
      const again = await app.inject({ url: '/api/users/sso', headers });
      expect(again.json().data.id).toBe(user.id);
      expect(await rowsOf(claims.sub)).toHaveLength(1);
    });

    it('does not duplicate the user when first calls arrive together', async () => {
      const claims = testClaims();
      const token = await tokenFor(claims);
      const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: '/api/users/sso', headers: bearer(token) })));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
      expect(await rowsOf(claims.sub)).toHaveLength(1);
    });

    it('keeps phone and e-mail in step with the SSO', async () => {
      const { user } = await signInAs(app);
      const token = await tokenFor({ sub: user.ssoId ?? '', phone: '13900000000', email: null });
      const res = await app.inject({ url: '/api/users/sso', headers: bearer(token) });
      expect(res.json().data).toMatchObject({ id: user.id, phone: '13900000000', email: null });
    });

    it('derives the age from the birthday', async () => {
      const { headers } = await signInAs(app, { birthday: '2000-01-01' });
      const { age } = (await app.inject({ url: '/api/users/sso', headers })).json().data;
      expect(age).toBe(new Date().getUTCFullYear() - 2000);
    });

    it('answers 401 e40100 to an anonymous caller', async () => {
      const res = await app.inject({ url: '/api/users/sso' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'e40100', errno: 'e40100', message: '请先登录' });
    });
  });

  describe('GET /api/users/initData', () => {
    it('gives an anonymous visitor the site data in their language', async () => {
      const zh = (await app.inject({ url: '/api/users/initData' })).json();
      expect(zh.status).toBe('e200');
      expect(zh.data).toMatchObject({ user: null, lang: 'zh-CN', app_timestamp: app.config.appTimestamp });
      expect(zh.data.website.title).toContain('数字中国创新大赛');
      expect(zh.data.forums).toMatch(/^https?:\/\//);
      const en = (await app.inject({ url: '/api/users/initData', cookies: { lang: 'en-US' } })).json();
      expect(en.data.lang).toBe('en-US');
      expect(en.data.website.title).toContain('Digital China Innovation Contest');
    });

    it('includes the signed-in user', async () => {
      const { user, headers } = await signInAs(app);
      const { data } = (await app.inject({ url: '/api/users/initData', headers })).json();
      expect(data.user).toMatchObject({ id: user.id, userId: user.ssoId });
    });
  });

  describe('PUT /api/users/messageCheckedAt', () => {
    const put = (headers: Record<string, string>, payload: unknown) =>
      app.inject({ method: 'PUT', url: '/api/users/messageCheckedAt', headers, payload: payload as object });

    it('moves the time forward only', async () => {
      const { user, headers } = await signInAs(app);
      const time = Date.now() - 60_000;
      expect((await put(headers, { time, operatorId: user.id })).json()).toEqual({ status: 'e200', data: { affectedRows: 1 } });
      expect((await put(headers, { time: time - 1000, operatorId: user.id })).json().data.affectedRows).toBe(0);
      const stored = await findUserById(app.db, user.id);
      expect(stored?.messageCheckedAt?.getTime()).toBe(time);
    });

    it('accepts an ISO time', async () => {
      const { user, headers } = await signInAs(app);
      const res = await put(headers, { time: '2024-05-01T08:00:00.000Z', operatorId: user.id });
      expect(res.json().data.affectedRows).toBe(1);
    });

    it('refuses to act for another user', async () => {
      const { headers } = await signInAs(app);
      const other = await signInAs(app);
      const res = await put(headers, { time: Date.now(), operatorId: other.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().errno).toBe('e40300');
    });

    it('names the bad field in the message', async () => {
      const { user, headers } = await signInAs(app);
      const res = await put({ ...headers, 'x-lang': 'en-US' }, { time: 'yesterday', operatorId: user.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid time: /);
      const missing = await app.inject({ method: 'PUT', url: '/api/users/messageCheckedAt', headers: { ...headers, 'x-lang': 'en-US' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Invalid request body: it is required');
    });
  });

  describe('DELETE /api/users/logout', () => {
    it('ends the session at the SSO and here at once, and clears the cookie', async () => {
      const { token } = await signInAs(app);
      expect((await app.inject({ url: '/api/users/sso', cookies: { dcic_sso: token } })).statusCode).toBe(200);
      const res = await app.inject({ method: 'DELETE', url: '/api/users/logout', cookies: { dcic_sso: token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'e200', data: null });
      const cleared = res.cookies.find((cookie) => cookie.name === 'dcic_sso');
      expect(cleared).toMatchObject({ value: '', path: '/' });
      expect((await app.inject({ url: '/api/users/sso', cookies: { dcic_sso: token } })).statusCode).toBe(401);
    });

    it('is harmless without a session', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/api/users/logout' });
      expect(res.statusCode).toBe(200);
    });

    it('accepts DELETE with a JSON content type and no body', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/api/users/logout', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
    });

    it('answers 503 when the SSO cannot be reached, still clearing the cookie', async () => {
      const { headers } = await signInAs(app);
      await app.inject({ url: '/api/users/sso', headers });
      app.sso.down = true;
      const res = await app.inject({ method: 'DELETE', url: '/api/users/logout', headers });
      expect(res.statusCode).toBe(503);
      expect(res.cookies.find((cookie) => cookie.name === 'dcic_sso')?.value).toBe('');
    });
  });

  it('has the system sender below every real user', async () => {
    const sender = await findUserById(app.db, SYSTEM_SENDER_ID);
    expect(sender).toMatchObject({ id: SYSTEM_SENDER_ID, ssoId: null });
  });
});
