import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { LOGIN_THROTTLE } from './login-throttle';
import { createReviewUser, setReviewUserDisabled } from './review-users';
import { REVIEW_COOKIE } from './sessions';
import { FAST_SCRYPT, json, loginAs, PASSWORD, reviewCookie } from './test-support';

describe.each(engines())('review session: login, self, logout, throttling (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const login = (account: string, password: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/spic-review/user/login',
      payload: { account, password },
      remoteAddress: ip,
      headers: { 'x-lang': 'en-US' },
    });

  it('logs in with an HttpOnly, SameSite=Lax cookie of its own and answers self with the role and year', async () => {
    await createReviewUser(
      app.db,
      { account: 'wang-2019', name: '王评审', password: PASSWORD, role: 2, expertType: 'evaluation-expert' },
      FAST_SCRYPT,
    );
    const res = await login('Wang-2019', PASSWORD);
    expect(json(res)).toMatchObject({
      status: 'e200',
      data: { account: 'wang-2019', name: '王评审', role: 2, year: 2019, expertType: 'evaluation-expert' },
    });
    const cookie = res.cookies.find((c) => c.name === REVIEW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.some((c) => c.name === app.config.ssoCookieName)).toBe(false);
    const self = await app.inject({ url: '/api/spic-review/user/self', cookies: { [REVIEW_COOKIE]: cookie.value } });
    expect(json(self).data).toMatchObject({ account: 'wang-2019', role: 2 });
  });

  it('answers self with 401 without a review session, with a made-up cookie, and with a site sign-on token', async () => {
    const site = await signInAs(app);
    for (const request of [
      {},
      { cookies: { [REVIEW_COOKIE]: 'forged' } },
      { headers: site.headers },
      { cookies: { [app.config.ssoCookieName]: site.token } },
    ]) {
      const res = await app.inject({ url: '/api/spic-review/user/self', ...request });
      expect(res.statusCode).toBe(401);
      expect(json(res).errno).toBe('e40130');
    }
  });

  it('logs out for real: the old cookie no longer works, and logging out again is harmless', async () => {
    const { cookies } = await loginAs(app, 0);
    const out = await app.inject({ method: 'POST', url: '/api/spic-review/user/logout', cookies });
    expect(json(out).data).toEqual({ loggedOut: true });
    expect(out.cookies.find((c) => c.name === REVIEW_COOKIE)?.value).toBe('');
    expect((await app.inject({ url: '/api/spic-review/user/self', cookies })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/spic-review/user/logout', cookies })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/spic-review/user/logout' })).statusCode).toBe(200);
  });

  it("refuses a wrong password, an unknown account and a disabled user alike, and ends a disabled user's sessions", async () => {
    await createReviewUser(app.db, { account: 'li-2019', name: 'Li', password: PASSWORD, role: 3 }, FAST_SCRYPT);
    for (const [account, password] of [
      ['li-2019', 'wrong password'],
      ['nobody-2019', PASSWORD],
    ] as const) {
      const res = await login(account, password, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ errno: 'e40131', message: 'Wrong account or password.' });
    }
    const ok = await login('li-2019', PASSWORD, '10.0.0.2');
    const cookies = { [REVIEW_COOKIE]: reviewCookie(ok)! };
    await setReviewUserDisabled(app.db, 'li-2019', true);
    expect((await app.inject({ url: '/api/spic-review/user/self', cookies })).statusCode).toBe(401);
    expect(json(await login('li-2019', PASSWORD, '10.0.0.2')).errno).toBe('e40131');
    await setReviewUserDisabled(app.db, 'li-2019', false);
    expect(json(await login('li-2019', PASSWORD, '10.0.0.2')).status).toBe('e200');
  });

  it('throttles an account from one address after repeated failures, even with the right password, and not from another address', async () => {
    await createReviewUser(app.db, { account: 'zhao-2019', name: 'Zhao', password: PASSWORD, role: 1 }, FAST_SCRYPT);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await login('zhao-2019', `guess ${i}`, '10.0.0.3')).statusCode).toBe(401);
    const blocked = await login('zhao-2019', PASSWORD, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).errno).toBe('e42940');
    expect(json(blocked).message).toMatch(/^Too many failed logins; please try again in \d+ s\.$/);
    expect((await login('zhao-2019', PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('localises its errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/spic-review/user/login',
      payload: { account: 'x-2019', password: 'nope' },
      headers: { 'x-lang': 'zh-CN' },
    });
    expect(json(res).message).toBe('账号或密码错误');
  });
});
