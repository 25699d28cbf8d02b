/** @jest-environment ./src/test/native-environment.js */
import { decodeJwt } from 'jose';
import { cookieValue, latestCode, PASSWORD, registerAccount, SITE, uniqueEmail, uniquePhone, useTestApp } from '../test/test-app';
import { engines } from '../test/test-database';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const RETURN_TO = `${SITE}/competitions/42?tab=rules`;

const MALICIOUS = [
  'https://evil.com/steal',
  '//evil.com',
  '/\\evil.com',
  'javascript:alert(document.cookie)',
  'http://localhost:8080@evil.com/',
  'http://localhost:8080.evil.com/',
  'data:text/html,hi',
  '%%%',
];

describe.each(engines)('pages on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('sign-in, registration and binding pages', () => {
    const test = useTestApp(engine);

    const get = (url: string, cookies: Record<string, string> = {}) => test.app.inject({ url, cookies });
    const post = (
      url: string,
      fields: Record<string, string>,
      headers: Record<string, string> = {},
      cookies: Record<string, string> = {},
    ) => test.app.inject({ method: 'POST', url, payload: form(fields), headers: { ...FORM, ...headers }, cookies });

    it('renders the sign-in page in Chinese by default, framed by nobody', async () => {
      const response = await get(`/login2?redirect=${encodeURIComponent(RETURN_TO)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // A no-referrer page makes the browser send `Origin: null` with its own form posts.
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toContain(`form-action 'self' ${SITE}`);
      const html = response.body;
      expect(html).toContain('<html lang="zh-CN">');
      expect(html).toMatch(/<title>[^<]*数字中国创新大赛 统一登录<\/title>/);
      expect(html).toContain('<label for="account">手机号或邮箱</label>');
      expect(html).toMatch(/<input id="account" name="account"/);
      expect(html).toContain('<label for="password">密码</label>');
      expect(html).toMatch(/<input id="password" name="password" type="password"/);
      expect(html).toContain('<button type="submit">登录</button>');
      expect(html).toContain('action="/zh-cn/login2"');
      expect(html).toContain(`<input type="hidden" name="redirect" value="${RETURN_TO}">`);
      expect(html).toContain(`href="/zh-cn/register2?redirect=${encodeURIComponent(RETURN_TO).replace(/&/g, '&amp;')}"`);
      expect(html).toContain(`href="/en-us/login2?redirect=`);
    });

    it('renders English from the path prefix, the query or the cookie', async () => {
      for (const [url, cookies] of [
        ['/en-us/login2', {}],
        ['/login2?lang=en-US', {}],
        ['/login2', { lang: 'en-US' }],
      ] as const) {
        const html = (await get(url, cookies)).body;
        expect(html).toContain('<html lang="en-US">');
        expect(html).toMatch(/<title>[^<]*DCIC single sign-on[^<]*<\/title>/);
        expect(html).toContain('<label for="account">Phone number or e-mail address</label>');
        expect(html).toContain('<button type="submit">Sign in</button>');
        expect(html).toContain('action="/en-us/login2"');
      }
      // The path prefix wins over the query.
      expect((await get('/zh-cn/login2?lang=en-US')).body).toContain('<html lang="zh-CN">');
    });

    it('renders the registration page in both languages, linking back to sign-in', async () => {
      const zh = (await get(`/zh-cn/register2?redirect=${encodeURIComponent(SITE)}`)).body;
      expect(zh).toContain('<button type="submit">注册</button>');
      expect(zh).toContain('<label for="name">姓名</label>');
      expect(zh).toContain('<label for="code">验证码</label>');
      expect(zh).toContain('name="intent" value="send-code" formnovalidate>发送验证码</button>');
      expect(zh).toContain(`href="/zh-cn/login2?redirect=${encodeURIComponent(`${SITE}/`)}"`);
      const en = (await get('/en-us/register2')).body;
      expect(en).toContain('<button type="submit">Register</button>');
      expect(en).toContain('<label for="password">Password</label>');
      expect(en).toContain('formnovalidate>Send a code</button>');
      expect(en).toContain('Already registered? Sign in');
    });

    it.each(MALICIOUS)('never offers %s as the return address', async (redirect) => {
      const html = (await get(`/login2?redirect=${encodeURIComponent(redirect)}`)).body;
      expect(html).toContain(`<input type="hidden" name="redirect" value="${SITE}/">`);
      expect(html).not.toContain('evil.com');
    });

    it('signs in through the form and returns to the allowed address', async () => {
      const { account } = await registerAccount(test.app);
      const response = await post(
        '/zh-cn/login2',
        { account, password: PASSWORD, redirect: RETURN_TO },
        { origin: 'http://localhost:6060' },
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(RETURN_TO);
      const token = cookieValue(response)!;
      expect((await test.app.inject({ url: '/api/session', cookies: { dcic_sso: token } })).statusCode).toBe(200);
    });

    it('takes the return address from the query when the form has none', async () => {
      const { account } = await registerAccount(test.app);
      const response = await post(`/login2?redirect=${encodeURIComponent(RETURN_TO)}`, { account, password: PASSWORD });
      expect(response.headers.location).toBe(RETURN_TO);
    });

    it.each(MALICIOUS)('after sign-in, refuses to send the browser to %s', async (redirect) => {
      const { account } = await registerAccount(test.app);
      const response = await post('/en-us/login2', { account, password: PASSWORD, redirect });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${SITE}/`);
    });

    it('shows a wrong password on the form again, keeping the account but never the password', async () => {
      const { account } = await registerAccount(test.app);
      const response = await post('/zh-cn/login2', { account, password: 'WrongPass99', redirect: RETURN_TO });
      expect(response.statusCode).toBe(401);
      expect(cookieValue(response)).toBeUndefined();
      const html = response.body;
      expect(html).toContain('<p class="error" role="alert" id="form-error">账号或密码错误。</p>');
      expect(html).toContain(`value="${account}"`);
      expect(html).not.toContain('WrongPass99');
      expect(html).toContain(`name="redirect" value="${RETURN_TO}"`);
    });

    it('shows bad input on the form in either language', async () => {
      const zh = await post('/zh-cn/register2', { account: 'not-a-contact', password: 'x', name: '小明' });
      expect(zh.statusCode).toBe(400);
      expect(zh.body).toContain('请输入有效的中国大陆手机号（11 位，以 1 开头）或邮箱地址。');
      expect(zh.body).toContain('value="小明"');
      expect(zh.body).toContain('value="not-a-contact"');
      const en = await post('/en-us/register2', { account: uniquePhone(), code: '123456', password: 'short', name: 'Ming' });
      expect(en.statusCode).toBe(400);
      expect(en.body).toContain('The password must be 8 to 64 characters long.');
      const empty = await post('/en-us/login2', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Enter a phone number or e-mail address.');
    });

    it('escapes what was typed', async () => {
      const response = await post('/en-us/login2', { account: '"><script>alert(1)</script>', password: 'x' });
      expect(response.body).not.toContain('<script>');
      expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    });

    it('registers through the form with the code its button sends, and answers a taken account like a wrong code', async () => {
      const account = uniqueEmail();
      const sent = await post('/en-us/register2', { account, name: 'Lily', intent: 'send-code', redirect: RETURN_TO });
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain(
        '<p class="notice" role="status">If this address can receive messages, a code is on its way. It is valid for 10 minutes.</p>',
      );
      expect(sent.body).toContain(`value="${account}"`);
      expect(sent.body).toContain('value="Lily"');
      const code = await latestCode(test.app, account);
      const created = await post('/en-us/register2', { account, code, password: PASSWORD, name: 'Lily', redirect: RETURN_TO });
      expect(created.statusCode).toBe(303);
      expect(created.headers.location).toBe(RETURN_TO);
      expect(decodeJwt(cookieValue(created)!)).toMatchObject({ email: account, name: 'Lily' });

      const again = await post('/en-us/register2', { account, name: 'Lily', intent: 'send-code' });
      expect(again.statusCode).toBe(200);
      const taken = await post('/en-us/register2', { account, code, password: PASSWORD, name: 'Lily' });
      expect(taken.statusCode).toBe(400);
      expect(taken.body).toContain('The verification code is wrong or no longer valid. Check it, or request a new code.');
      expect(taken.body).not.toContain('is already registered');
    });

    it('throttles the form like the API', async () => {
      const { account } = await registerAccount(test.app);
      for (let i = 0; i < 5; i += 1) await post('/zh-cn/login2', { account, password: 'WrongPass99' });
      const sixth = await post('/zh-cn/login2', { account, password: PASSWORD });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.body).toContain('登录失败次数过多，请 15 分钟后再试。');
      expect(cookieValue(sixth)).toBeUndefined();
    });

    it('refuses form posts from foreign sites', async () => {
      const { account } = await registerAccount(test.app);
      for (const origin of ['https://evil.com', 'null']) {
        const response = await post('/en-us/login2', { account, password: PASSWORD }, { origin });
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('Requests from this site are not accepted.');
        expect(cookieValue(response)).toBeUndefined();
      }
      const fromSite = await post('/en-us/login2', { account, password: PASSWORD }, { origin: SITE });
      expect(fromSite.statusCode).toBe(303);
    });

    it('sends signed-out visitors of the binding page to sign in first, and back', async () => {
      const response = await get(`/zh-cn/phone/binding?redirect=${encodeURIComponent(RETURN_TO)}`);
      expect(response.statusCode).toBe(303);
      const location = new URL(response.headers.location as string, 'http://localhost:6060');
      expect(location.pathname).toBe('/zh-cn/login2');
      expect(location.searchParams.get('redirect')).toBe(
        `http://localhost:6060/zh-cn/phone/binding?redirect=${encodeURIComponent(RETURN_TO)}`,
      );
      // The sign-in page accepts that address: it is this service's own.
      const login = await get(`${location.pathname}${location.search}`);
      expect(login.body).toContain(`value="http://localhost:6060/zh-cn/phone/binding?redirect=${encodeURIComponent(RETURN_TO)}"`);
    });

    it('binds an e-mail address through the form and re-issues the cookie', async () => {
      const { token, account } = await registerAccount(test.app, { name: '绑定者' });
      const page = await get(`/zh-cn/phone/binding?redirect=${encodeURIComponent(RETURN_TO)}`, { dcic_sso: token });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<label for="contact">要绑定的手机号或邮箱</label>');
      expect(page.body).toContain('<button type="submit">绑定</button>');
      expect(page.body).toContain(`手机号：${account}`);
      expect((await get('/en-us/phone/binding', { dcic_sso: token })).body).toContain('<button type="submit">Bind</button>');

      const invalid = await post('/en-us/phone/binding', { contact: 'nope' }, {}, { dcic_sso: token });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toContain('value="nope"');

      const email = uniqueEmail();
      const bound = await post('/zh-cn/phone/binding', { contact: email, redirect: RETURN_TO }, {}, { dcic_sso: token });
      expect(bound.statusCode).toBe(303);
      expect(bound.headers.location).toBe(RETURN_TO);
      const refreshed = cookieValue(bound)!;
      expect(decodeJwt(refreshed)).toMatchObject({ email, phone: account, jti: decodeJwt(token).jti });
    });
  });
});
