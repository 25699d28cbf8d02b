/** @jest-environment ./src/test/native-environment.js */
import {
  cookieValue,
  PASSWORD,
  registerAccount,
  registerWithCode,
  registrationCode,
  uniqueEmail,
  uniquePhone,
  useTestApp,
} from '../test/test-app';
import { engines } from '../test/test-database';

describe.each(engines)('JSON API on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('accounts and sessions', () => {
    const test = useTestApp(engine);

    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      test.app.inject({ method: 'POST', url, payload: payload as object, headers });

    it('registers with a phone number and signs in at once', async () => {
      const phone = uniquePhone();
      const code = await registrationCode(test.app, `+86${phone}`);
      const response = await post('/api/register', { account: `+86${phone}`, code, password: PASSWORD, name: '  小王  ' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['request-id']).toBeTruthy();
      const body = response.json();
      expect(body.status).toBe('e200');
      expect(body.data).toEqual({
        id: expect.stringMatching(/^\d+$/),
        account: phone,
        name: '小王',
        phone,
        email: null,
        token: expect.any(String),
      });
      const cookie = response.cookies.find((c) => c.name === 'dcic_sso');
      expect(cookie).toMatchObject({ value: body.data.token, httpOnly: true, sameSite: 'Lax', path: '/' });
      // The session's time left, in whole seconds: a second less when its second turned over on the way.
      expect(cookie?.maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600 - 1);
      expect(cookie?.maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
      expect(cookie?.domain).toBeUndefined();
    });

    it('registers with an e-mail address, lower-cased', async () => {
      const email = uniqueEmail();
      const code = await registrationCode(test.app, email.toUpperCase());
      const response = await post('/api/register', { account: email.toUpperCase(), code, password: PASSWORD, name: 'Wang' });
      expect(response.json().data).toMatchObject({ account: email, email, phone: null });
    });

    it('signs in with the right password and answers /api/session', async () => {
      const registered = await registerAccount(test.app, { name: '李雷' });
      const login = await post('/api/login', { account: registered.account, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      const token = cookieValue(login)!;
      expect(login.json().data).toMatchObject({ id: registered.id, account: registered.account, name: '李雷', token });

      const session = await test.app.inject({ url: '/api/session', cookies: { dcic_sso: token } });
      expect(session.statusCode).toBe(200);
      const data = session.json().data;
      expect(data).toEqual({
        id: registered.id,
        account: registered.account,
        name: '李雷',
        phone: registered.account,
        email: null,
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      // The bearer form works for programs.
      const bearer = await test.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${token}` } });
      expect(bearer.json().data.sessionId).toBe(data.sessionId);
    });

    it('answers a wrong password and an unknown account with the same 401', async () => {
      const { account } = await registerAccount(test.app);
      const wrong = await post('/api/login', { account, password: 'Wrong1234' });
      const unknown = await post('/api/login', { account: uniquePhone(), password: 'Wrong1234' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ status: 'e40101', errno: 'e40101', message: '账号或密码错误。' });
      expect(cookieValue(wrong)).toBeUndefined();
    });

    it('answers 429 on the sixth failed attempt, even with the right password', async () => {
      const { account } = await registerAccount(test.app);
      const attempt = (password: string, remoteAddress = '10.0.0.1', lang = 'en-US') =>
        test.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { account, password },
          remoteAddress,
          headers: { 'x-lang': lang },
        });
      for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(401);
      const sixth = await attempt('Wrong1234');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        status: 'e42900',
        errno: 'e42900',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await attempt(PASSWORD, '10.0.0.1', 'zh-CN')).json().message).toBe('登录失败次数过多，请 15 分钟后再试。');
      // Another address is counted on its own.
      expect((await attempt(PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    });

    it('clears the failure count after a successful sign-in', async () => {
      const { account } = await registerAccount(test.app);
      const attempt = (password: string) =>
        test.app.inject({ method: 'POST', url: '/api/login', payload: { account, password }, remoteAddress: '10.0.1.1' });
      for (let i = 0; i < 4; i += 1) await attempt('Wrong1234');
      expect((await attempt(PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(401);
    });

    it('logs out for real: the token is refused afterwards, and logout is idempotent', async () => {
      const { token } = await registerAccount(test.app);
      const logout = await test.app.inject({ method: 'DELETE', url: '/api/logout', cookies: { dcic_sso: token } });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ status: 'e200', data: null });
      const cleared = logout.cookies.find((c) => c.name === 'dcic_sso');
      expect(cleared).toMatchObject({ value: '', path: '/' });
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

      const session = await test.app.inject({ url: '/api/session', cookies: { dcic_sso: token } });
      expect(session.statusCode).toBe(401);
      expect(session.json()).toEqual({ status: 'e40100', errno: 'e40100', message: '请先登录。' });

      const again = await test.app.inject({ method: 'DELETE', url: '/api/logout', cookies: { dcic_sso: token } });
      expect(again.statusCode).toBe(200);
      const anonymous = await test.app.inject({ method: 'DELETE', url: '/api/logout' });
      expect(anonymous.json().status).toBe('e200');
    });

    it('ends only the session logged out of', async () => {
      const registered = await registerAccount(test.app);
      const second = await post('/api/login', { account: registered.account, password: PASSWORD });
      await test.app.inject({ method: 'DELETE', url: '/api/logout', cookies: { dcic_sso: registered.token } });
      const stillIn = await test.app.inject({ url: '/api/session', cookies: { dcic_sso: cookieValue(second)! } });
      expect(stillIn.statusCode).toBe(200);
    });

    it('answers /api/session without a token with 401', async () => {
      const response = await test.app.inject({ url: '/api/session', headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please sign in first.');
    });

    it('binds the missing e-mail and re-issues the token with it', async () => {
      const registered = await registerAccount(test.app);
      const email = uniqueEmail();
      const bind = (payload: unknown, token = registered.token) =>
        post('/api/binding', payload, { authorization: `Bearer ${token}`, 'x-lang': 'en-US' });

      const response = await bind({ email: email.toUpperCase() });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ id: registered.id, phone: registered.account, email, account: registered.account });
      expect(cookieValue(response)).toBe(data.token);
      const session = await test.app.inject({ url: '/api/session', cookies: { dcic_sso: data.token } });
      expect(session.json().data.email).toBe(email);

      expect((await bind({ email })).statusCode).toBe(200);
      const other = await bind({ email: uniqueEmail() });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe('This account already has another e-mail address bound.');

      const someoneElse = await registerAccount(test.app, { account: uniqueEmail() });
      const taken = await bind({ phone: registered.account }, someoneElse.token);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ errno: 'e40901' });
      expect((await bind({ phone: '123' }, someoneElse.token)).json().message).toBe(
        'Enter a valid mainland China mobile number (11 digits starting with 1).',
      );
      expect((await post('/api/binding', { email: uniqueEmail() })).statusCode).toBe(401);
    });

    describe('bad input gives 400 e40000 with a localised message', () => {
      const cases: Array<[string, { url?: string; payload?: string; contentType?: string }, string, string]> = [
        ['missing fields', { payload: '{}' }, '请输入手机号或邮箱。', 'Enter a phone number or e-mail address.'],
        [
          'a registration without its code',
          { payload: '{"account":"13800000009","password":"Secret123","name":"a"}' },
          '请输入验证码。',
          'Enter the verification code.',
        ],
        [
          'a code that is not six digits',
          { payload: '{"account":"13800000009","code":"12a456","password":"Secret123","name":"a"}' },
          '验证码是 6 位数字。',
          'The verification code has 6 digits.',
        ],
        [
          'a number as account',
          { payload: '{"account":13800000001,"password":"Secret123","name":"a"}' },
          '账号必须是文本。',
          'The account must be text.',
        ],
        [
          'an object as password',
          { payload: '{"account":"13800000001","code":"123456","password":{"$gt":""},"name":"a"}' },
          '密码必须是文本。',
          'The password must be text.',
        ],
        [
          'an empty account',
          { payload: '{"account":"","password":"Secret123","name":"a"}' },
          '请输入手机号或邮箱。',
          'Enter a phone number or e-mail address.',
        ],
        [
          'a bad phone',
          { payload: '{"account":"1380000","password":"Secret123","name":"a"}' },
          '请输入有效的中国大陆手机号（11 位，以 1 开头）或邮箱地址。',
          'Enter a valid mainland China mobile number (11 digits starting with 1) or e-mail address.',
        ],
        [
          'a weak password',
          { payload: '{"account":"13800000009","code":"123456","password":"abcdefgh","name":"a"}' },
          '密码需至少包含一个字母和一个数字。',
          'The password must contain at least one letter and one digit.',
        ],
        [
          'an over-long name',
          { payload: JSON.stringify({ account: '13800000009', code: '123456', password: 'Secret123', name: 'n'.repeat(33) }) },
          '姓名不能超过 32 个字符。',
          'The name must be at most 32 characters long.',
        ],
        [
          'an over-long password',
          { payload: JSON.stringify({ account: '13800000009', code: '123456', password: `a1${'x'.repeat(70)}`, name: 'n' }) },
          '密码长度需为 8 到 64 个字符。',
          'The password must be 8 to 64 characters long.',
        ],
        [
          'an over-long account',
          { payload: JSON.stringify({ account: `${'a'.repeat(300)}@b.cn`, password: 'Secret123', name: 'n' }) },
          '请输入有效的中国大陆手机号（11 位，以 1 开头）或邮箱地址。',
          'Enter a valid mainland China mobile number (11 digits starting with 1) or e-mail address.',
        ],
        ['malformed JSON', { payload: '{"account":' }, '请求内容不是有效的 JSON。', 'The request body is not valid JSON.'],
        ['an empty JSON body', { payload: '' }, '请求内容为空，请填写后再提交。', 'The request body is empty.'],
        ['a JSON array', { payload: '[1,2]' }, '请求内容必须是 JSON 对象。', 'The request body must be a JSON object.'],
        ['JSON null', { payload: 'null' }, '请求内容必须是 JSON 对象。', 'The request body must be a JSON object.'],
        [
          'plain text',
          { payload: 'account=1', contentType: 'text/plain' },
          '请以 application/json 格式提交请求。',
          'Send the request as application/json.',
        ],
        [
          'a form body',
          { payload: 'account=1', contentType: 'application/x-www-form-urlencoded' },
          '请以 application/json 格式提交请求。',
          'Send the request as application/json.',
        ],
        [
          'an unknown type',
          { payload: '<a/>', contentType: 'application/xml' },
          '请以 application/json 格式提交请求。',
          'Send the request as application/json.',
        ],
        ['a body too large', { payload: JSON.stringify({ name: 'x'.repeat(100_000) }) }, '请求内容过大。', 'The request is too large.'],
        ['login without password', { url: '/api/login', payload: '{"account":"13800000009"}' }, '请输入密码。', 'Enter your password.'],
        [
          'login with a wrong type',
          { url: '/api/login', payload: '{"account":"13800000009","password":123}' },
          '密码必须是文本。',
          'The password must be text.',
        ],
        // PostgreSQL cannot hold a NUL in text: refused at input, never a 500 from the database.
        [
          'login with a NUL in the account',
          { url: '/api/login', payload: JSON.stringify({ account: 'a\u0000@b.cn', password: 'Secret123' }) },
          '账号不能包含空字符（NUL）。',
          'The account must not contain a NUL character.',
        ],
        [
          'login with a NUL in the password',
          { url: '/api/login', payload: JSON.stringify({ account: '13800000009', password: 'Secret123\u0000' }) },
          '密码不能包含空字符（NUL）。',
          'The password must not contain a NUL character.',
        ],
        [
          'registration with a NUL in the name',
          { payload: JSON.stringify({ account: '13800000009', code: '123456', password: 'Secret123', name: '\u0000' }) },
          '姓名不能包含空字符（NUL）。',
          'The name must not contain a NUL character.',
        ],
      ];

      it.each(cases)('%s', async (_name, request, zh, en) => {
        for (const [lang, message] of [
          ['zh-CN', zh],
          ['en-US', en],
        ] as const) {
          const response = await test.app.inject({
            method: 'POST',
            url: request.url ?? '/api/register',
            payload: request.payload,
            headers: { 'content-type': request.contentType ?? 'application/json', cookie: `lang=${lang}` },
          });
          expect(response.statusCode).toBe(400);
          expect(response.headers['request-id']).toBeTruthy();
          expect(response.json()).toEqual({ status: 'e40000', errno: 'e40000', message });
        }
      });
    });

    it('answers unknown paths with a 404 envelope', async () => {
      const response = await test.app.inject({ url: '/api/nope', headers: { 'x-lang': 'en-US' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'e40400', errno: 'e40400', message: 'The requested address does not exist.' });
    });

    it('refuses state changes from a foreign origin', async () => {
      const response = await post('/api/login', { account: uniquePhone(), password: PASSWORD }, { origin: 'https://evil.com' });
      expect(response.statusCode).toBe(403);
      expect(response.json().errno).toBe('e40300');
      const fromSite = await post('/api/login', { account: uniquePhone(), password: PASSWORD }, { origin: 'http://localhost:8080' });
      expect(fromSite.statusCode).toBe(401);
    });

    it('reports health and readiness', async () => {
      expect((await test.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'e200', data: { ok: true } });
      expect((await test.app.inject({ url: '/readyz' })).json().data).toEqual({ ok: true, database: engine });
    });

    it('scopes the cookie to SSO_COOKIE_DOMAIN when set, for setting and clearing alike', async () => {
      const app = await test.buildApp({ cookieDomain: '.dcic.example' });
      const register = await registerWithCode(app, { name: 'Domain' });
      expect(register.cookies.find((c) => c.name === 'dcic_sso')).toMatchObject({ domain: '.dcic.example', path: '/' });
      const logout = await app.inject({ method: 'DELETE', url: '/api/logout', cookies: { dcic_sso: cookieValue(register)! } });
      expect(logout.cookies.find((c) => c.name === 'dcic_sso')).toMatchObject({ value: '', domain: '.dcic.example', path: '/' });
    });

    it('limits requests per address with a general limit, but never the probes', async () => {
      const limited = await test.buildApp({ rateLimitMax: 3 });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await limited.inject({ url: '/api/session', remoteAddress: '10.9.9.9' })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      for (let i = 0; i < 5; i += 1) expect((await limited.inject({ url: '/healthz', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    });

    // Browsers reach the SSO through the site server on the same machine, which names each client in
    // X-Forwarded-For; nobody else is believed about addresses.
    it('counts clients behind the site server apart, and gives invented addresses no fresh budget', async () => {
      const limited = await test.buildApp({ rateLimitMax: 3 });
      const viaSite = (client: string, method: 'POST' | 'DELETE', url: string) =>
        limited.inject({
          method,
          url,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          ...(method === 'POST' ? { payload: { account: uniquePhone(), password: PASSWORD } } : {}),
        });
      for (let i = 0; i < 3; i += 1) expect((await viaSite('198.51.100.1', 'POST', '/api/login')).statusCode).toBe(401);
      expect((await viaSite('198.51.100.1', 'POST', '/api/login')).statusCode).toBe(429);
      expect((await viaSite('198.51.100.2', 'POST', '/api/login')).statusCode).toBe(401);
      expect((await viaSite('198.51.100.2', 'DELETE', '/api/logout')).statusCode).not.toBe(429);

      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await limited.inject({ url: '/api/session', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': `192.0.2.${i}` } }))
            .statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });
});
