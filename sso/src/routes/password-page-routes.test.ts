/** @jest-environment ./src/test/native-environment.js */
import { cookieValue, latestCode, PASSWORD, readOutbox, registerAccount, SITE, uniqueEmail, uniqueIp, useTestApp } from '../test/test-app';
import { engines } from '../test/test-database';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const RETURN_TO = `${SITE}/users/settings?tab=account`;
const NEW_PASSWORD = 'Fresh5678';

describe.each(engines)('forgotten-password pages on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('forgot, reset, sign in', () => {
    const test = useTestApp(engine);

    const get = (url: string) => test.app.inject({ url });
    const post = (url: string, fields: Record<string, string>) =>
      test.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: FORM, remoteAddress: uniqueIp() });

    it('links the sign-in page to the forgotten-password page, keeping the return address', async () => {
      const html = (await get(`/zh-cn/login2?redirect=${encodeURIComponent(RETURN_TO)}`)).body;
      expect(html).toContain(`<a href="/zh-cn/password/forgot?redirect=${encodeURIComponent(RETURN_TO)}">忘记密码？</a>`);
      expect((await get('/en-us/login2')).body).toContain('Forgot your password?</a>');
    });

    it('walks from "forgot password" to signing in with the new password, in Chinese', async () => {
      const { account, token } = await registerAccount(test.app, { account: uniqueEmail() });
      const forgot = await get(`/login2?redirect=${encodeURIComponent(RETURN_TO)}`);
      const forgotHref = /<a href="([^"]+)">忘记密码？<\/a>/.exec(forgot.body)![1]!.replace(/&amp;/g, '&');
      const forgotPage = await get(forgotHref);
      expect(forgotPage.statusCode).toBe(200);
      expect(forgotPage.body).toContain('<h1>找回密码</h1>');
      expect(forgotPage.body).toContain(`name="redirect" value="${RETURN_TO}"`);

      const sent = await post('/zh-cn/password/forgot', { account, redirect: RETURN_TO });
      expect(sent.statusCode).toBe(303);
      const resetUrl = sent.headers.location as string;
      expect(resetUrl).toBe(
        `/zh-cn/password/reset?redirect=${encodeURIComponent(RETURN_TO)}&account=${encodeURIComponent(account)}&sent=1`,
      );
      const resetPage = (await get(resetUrl)).body;
      expect(resetPage).toContain(`<p class="notice" role="status">如果该账号存在，验证码已发送至 ${account}，10 分钟内有效。</p>`);
      expect(resetPage).toContain(`value="${account}"`);
      expect(resetPage).toContain('<label for="code">验证码</label>');

      const code = await latestCode(test.app, account);
      const reset = await post('/zh-cn/password/reset', { account, code, password: NEW_PASSWORD, redirect: RETURN_TO });
      expect(reset.statusCode).toBe(303);
      const loginUrl = reset.headers.location as string;
      expect(loginUrl).toBe(`/zh-cn/login2?redirect=${encodeURIComponent(RETURN_TO)}&reset=1`);
      expect((await get(loginUrl)).body).toContain('<p class="notice" role="status">密码已重置，请使用新密码登录。</p>');
      expect((await test.app.inject({ url: '/api/session', cookies: { dcic_sso: token } })).statusCode).toBe(401);

      const signedIn = await post('/zh-cn/login2', { account, password: NEW_PASSWORD, redirect: RETURN_TO });
      expect(signedIn.statusCode).toBe(303);
      expect(signedIn.headers.location).toBe(RETURN_TO);
      expect(cookieValue(signedIn)).toBeTruthy();
    });

    it('speaks English on the English pages, the code message included', async () => {
      const { account } = await registerAccount(test.app, { account: uniqueEmail() });
      const forgotPage = (await get('/en-us/password/forgot')).body;
      expect(forgotPage).toContain('<h1>Reset your password</h1>');
      expect(forgotPage).toContain('<button type="submit">Send the code</button>');
      const sent = await post('/en-us/password/forgot', { account });
      const resetPage = (await get(sent.headers.location as string)).body;
      expect(resetPage).toContain(`If this account exists, a code has been sent to ${account}. It is valid for 10 minutes.`);
      const [message] = await readOutbox(test.app);
      expect(message).toMatchObject({ to: account, subject: 'DCIC: your password reset code' });

      const wrong = await post('/en-us/password/reset', { account, code: '00 00 00', password: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('The verification code is wrong or no longer valid. Check it, or request a new code.');
      expect(wrong.body).toContain(`value="${account}"`);
      expect(wrong.body).not.toContain(NEW_PASSWORD);

      const reset = await post('/en-us/password/reset', { account, code: await latestCode(test.app, account), password: NEW_PASSWORD });
      expect(reset.headers.location).toBe(`/en-us/login2?redirect=${encodeURIComponent(`${SITE}/`)}&reset=1`);
      expect((await get(reset.headers.location as string)).body).toContain('Your password has been reset. Sign in with the new password.');
    });

    it('sends an unknown account to the same next page', async () => {
      const unknown = uniqueEmail();
      const sent = await post('/zh-cn/password/forgot', { account: unknown, redirect: RETURN_TO });
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe(
        `/zh-cn/password/reset?redirect=${encodeURIComponent(RETURN_TO)}&account=${encodeURIComponent(unknown)}&sent=1`,
      );
      expect((await readOutbox(test.app)).some((entry) => entry.to === unknown)).toBe(false);
    });

    it('shows bad input on the form, and never carries a foreign return address along', async () => {
      const bad = await post('/zh-cn/password/forgot', { account: 'nobody', redirect: 'https://evil.com/' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('请输入有效的中国大陆手机号（11 位，以 1 开头）或邮箱地址。');
      expect(bad.body).toContain(`name="redirect" value="${SITE}/"`);
      expect(bad.body).not.toContain('evil.com');

      const sent = await post('/zh-cn/password/forgot', { account: uniqueEmail(), redirect: '//evil.com' });
      expect(sent.headers.location).not.toContain('evil.com');
      const page = (await get('/zh-cn/password/reset?redirect=javascript%3Aalert(1)&account=%22%3E%3Cscript%3E')).body;
      expect(page).not.toContain('javascript:');
      expect(page).not.toContain('<script>');

      const weak = await post('/zh-cn/password/reset', { account: uniqueEmail(), code: '123456', password: 'weak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.body).toContain('密码长度需为 8 到 64 个字符。');
    });

    it('shows the messages sent in the outbox page', async () => {
      const account = uniqueEmail();
      await registerAccount(test.app, { account, password: PASSWORD });
      await post('/en-us/password/forgot', { account });
      await readOutbox(test.app);
      const page = await get('/dev/outbox?lang=en-US');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Outbox (development)</h1>');
      expect(page.body).toContain(`<article class="outbox" aria-label="${account}">`);
      expect(page.body).toMatch(/DCIC: your code to reset your password is \d{6}\./);
      expect(page.body).toContain(`To ${account} (e-mail)`);
      expect((await get('/dev/outbox')).body).toContain('<h1>发件箱（开发环境）</h1>');
    });
  });
});
