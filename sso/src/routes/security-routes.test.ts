/** @jest-environment ./src/test/native-environment.js */
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import {
  cookieValue,
  latestCode,
  PASSWORD,
  readOutbox,
  registerAccount,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  useTestApp,
} from '../test/test-app';
import { engines } from '../test/test-database';

const NEW_PASSWORD = 'Fresh5678';

describe.each(engines)('password and address changes on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('change, reset and address change', () => {
    const test = useTestApp(engine);

    const post = (url: string, payload: unknown, options: { token?: string; ip?: string; lang?: string; app?: FastifyInstance } = {}) =>
      (options.app ?? test.app).inject({
        method: 'POST',
        url,
        payload: payload as object,
        remoteAddress: options.ip ?? uniqueIp(),
        headers: { 'x-lang': options.lang ?? 'zh-CN' },
        ...(options.token ? { cookies: { dcic_sso: options.token } } : {}),
      });
    const session = (token: string) => test.app.inject({ url: '/api/session', cookies: { dcic_sso: token } });
    const login = (account: string, password: string) => post('/api/login', { account, password });
    const revokedJtis = async () =>
      ((await test.app.inject({ url: '/api/revocations' })).json().data.revoked as Array<{ jti: string }>).map((entry) => entry.jti);

    describe('changing the password', () => {
      it('refuses a wrong current password and keeps the old one', async () => {
        const { account, token } = await registerAccount(test.app);
        const response = await post('/api/password', { currentPassword: 'Wrong1234', newPassword: NEW_PASSWORD }, { token });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: 'e40301', errno: 'e40301', message: '当前密码不正确。' });
        expect((await login(account, PASSWORD)).statusCode).toBe(200);
        expect((await login(account, NEW_PASSWORD)).statusCode).toBe(401);
      });

      it("ends the account's other sessions at once and keeps the one asking", async () => {
        const { account, token: current } = await registerAccount(test.app);
        const other = cookieValue(await login(account, PASSWORD))!;
        const third = cookieValue(await login(account, PASSWORD))!;
        const bystander = await registerAccount(test.app);

        const response = await post('/api/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token: current });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'e200', data: { revokedSessions: 2 } });

        expect((await session(current)).statusCode).toBe(200);
        expect((await session(other)).statusCode).toBe(401);
        expect((await session(third)).statusCode).toBe(401);
        expect((await session(bystander.token)).statusCode).toBe(200);
        // The API hears of it through the revocation feed, like a logout.
        const revoked = await revokedJtis();
        expect(revoked).toEqual(expect.arrayContaining([decodeJwt(other).jti, decodeJwt(third).jti]));
        expect(revoked).not.toContain(decodeJwt(current).jti);

        expect((await login(account, NEW_PASSWORD)).statusCode).toBe(200);
        expect((await login(account, PASSWORD)).statusCode).toBe(401);
      });

      it('needs a session, the current password and a new one that follows the registration rules', async () => {
        const { token } = await registerAccount(test.app);
        const anonymous = await post('/api/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
        expect(anonymous.statusCode).toBe(401);
        const cases: Array<[object, string]> = [
          [{ newPassword: NEW_PASSWORD }, 'Enter your current password.'],
          [{ currentPassword: PASSWORD }, 'Enter your password.'],
          [{ currentPassword: PASSWORD, newPassword: 'short1' }, 'The password must be 8 to 64 characters long.'],
          [{ currentPassword: PASSWORD, newPassword: 'lettersonly' }, 'The password must contain at least one letter and one digit.'],
          [{ currentPassword: PASSWORD, newPassword: 12345678 }, 'The new password must be text.'],
        ];
        for (const [body, message] of cases) {
          const response = await post('/api/password', body, { token, lang: 'en-US' });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ status: 'e40000', errno: 'e40000', message });
        }
        const form = await test.app.inject({
          method: 'POST',
          url: '/api/password',
          payload: 'currentPassword=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          cookies: { dcic_sso: token },
        });
        expect(form.statusCode).toBe(400);
      });

      it('throttles guesses at the current password, even a right one after five wrong', async () => {
        const { token } = await registerAccount(test.app);
        const ip = uniqueIp();
        const attempt = (currentPassword: string) => post('/api/password', { currentPassword, newPassword: NEW_PASSWORD }, { token, ip });
        for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(403);
        const sixth = await attempt(PASSWORD);
        expect(sixth.statusCode).toBe(429);
        expect(sixth.json().message).toBe('当前密码输错次数过多，请 15 分钟后再试。');
      });
    });

    describe('resetting a forgotten password', () => {
      it('resets with the code from the outbox, ends every session, and the code works once', async () => {
        const email = uniqueEmail();
        const { token } = await registerAccount(test.app, { account: email });
        const other = cookieValue(await login(email, PASSWORD))!;

        const request = await post('/api/password/reset/code', { account: email.toUpperCase() });
        expect(request.statusCode).toBe(200);
        expect(request.json()).toEqual({ status: 'e200', data: { expiresInSeconds: 600 } });
        const [message] = await readOutbox(test.app);
        expect(message).toMatchObject({ channel: 'email', to: email, subject: '【数字中国创新大赛】重置密码验证码' });
        expect(message!.text).toMatch(/验证码 \d{6}，10 分钟内有效/);
        const code = await latestCode(test.app, email);

        const reset = await post('/api/password/reset', { account: email, code, password: NEW_PASSWORD });
        expect(reset.statusCode).toBe(200);
        expect(reset.json()).toEqual({ status: 'e200', data: null });
        expect((await session(token)).statusCode).toBe(401);
        expect((await session(other)).statusCode).toBe(401);
        expect(await revokedJtis()).toEqual(expect.arrayContaining([decodeJwt(token).jti, decodeJwt(other).jti]));
        expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
        expect((await login(email, PASSWORD)).statusCode).toBe(401);

        const again = await post('/api/password/reset', { account: email, code, password: 'Another99' });
        expect(again.statusCode).toBe(400);
        expect(again.json().errno).toBe('e40001');
      });

      it('sends a code to a phone number as a text message', async () => {
        const phone = uniquePhone();
        await registerAccount(test.app, { account: phone });
        expect((await post('/api/password/reset/code', { account: `+86${phone}` })).statusCode).toBe(200);
        const [message] = await readOutbox(test.app);
        expect(message).toMatchObject({ channel: 'sms', to: phone });
      });

      it('answers an unknown account exactly like a known one, and sends it nothing', async () => {
        const known = uniqueEmail();
        await registerAccount(test.app, { account: known });
        const unknown = uniqueEmail();
        const forKnown = await post('/api/password/reset/code', { account: known });
        const forUnknown = await post('/api/password/reset/code', { account: unknown });
        expect(forUnknown.statusCode).toBe(forKnown.statusCode);
        expect(forUnknown.json()).toEqual(forKnown.json());
        expect((await readOutbox(test.app)).some((entry) => entry.to === unknown)).toBe(false);

        // Guesses fare the same as well, up to the sixth.
        for (const account of [known, unknown]) {
          const answers = [];
          for (let i = 0; i < 6; i += 1)
            answers.push((await post('/api/password/reset', { account, code: '000000', password: NEW_PASSWORD })).json().errno);
          expect(answers).toEqual(['e40001', 'e40001', 'e40001', 'e40001', 'e40001', 'e42901']);
        }
      });

      it('refuses a wrong code, and the sixth attempt even with the right code', async () => {
        const { account } = await registerAccount(test.app);
        await post('/api/password/reset/code', { account });
        const code = await latestCode(test.app, account);
        const wrong = code === '123456' ? '654321' : '123456';
        for (let i = 0; i < 5; i += 1) {
          const response = await post('/api/password/reset', { account, code: wrong, password: NEW_PASSWORD }, { lang: 'en-US' });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            status: 'e40001',
            errno: 'e40001',
            message: 'The verification code is wrong or no longer valid. Check it, or request a new code.',
          });
        }
        const sixth = await post('/api/password/reset', { account, code, password: NEW_PASSWORD });
        expect(sixth.statusCode).toBe(429);
        expect(sixth.json()).toEqual({ status: 'e42901', errno: 'e42901', message: '验证码输错次数过多，已失效，请重新获取验证码。' });
        expect((await login(account, PASSWORD)).statusCode).toBe(200);

        // A new code starts over.
        await post('/api/password/reset/code', { account });
        const fresh = await latestCode(test.app, account);
        expect((await post('/api/password/reset', { account, code: fresh, password: NEW_PASSWORD })).statusCode).toBe(200);
      });

      it('refuses an expired code and one replaced by a newer code', async () => {
        let now = Date.now();
        const app = await test.buildApp({}, { clock: () => new Date(now) });
        const { account } = await registerAccount(app);
        await post('/api/password/reset/code', { account }, { app });
        const first = await latestCode(app, account);
        await post('/api/password/reset/code', { account }, { app });
        const second = await latestCode(app, account);
        if (first !== second) {
          expect((await post('/api/password/reset', { account, code: first, password: NEW_PASSWORD }, { app })).json().errno).toBe(
            'e40001',
          );
        }
        now += 10 * 60_000 + 1000;
        const expired = await post('/api/password/reset', { account, code: second, password: NEW_PASSWORD }, { app });
        expect(expired.statusCode).toBe(400);
        expect(expired.json().errno).toBe('e40001');
        expect((await login(account, PASSWORD)).statusCode).toBe(200);
      });

      it('checks the code and the new password like any input', async () => {
        const { account } = await registerAccount(test.app);
        const cases: Array<[object, string]> = [
          [{ account, password: NEW_PASSWORD }, 'Enter the verification code.'],
          [{ account, code: '12a456', password: NEW_PASSWORD }, 'The verification code has 6 digits.'],
          [{ account, code: '123456', password: 'weak' }, 'The password must be 8 to 64 characters long.'],
          [{ code: '123456', password: NEW_PASSWORD }, 'Enter a phone number or e-mail address.'],
        ];
        for (const [body, message] of cases) {
          const response = await post('/api/password/reset', body, { lang: 'en-US' });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe(message);
        }
        expect((await post('/api/password/reset/code', { account: 'nobody' }, { lang: 'en-US' })).json().message).toBe(
          'Enter a valid mainland China mobile number (11 digits starting with 1) or e-mail address.',
        );
      });

      it('limits code requests per account, from any address, known or not', async () => {
        for (const account of [(await registerAccount(test.app)).account, uniquePhone()]) {
          for (let i = 0; i < 5; i += 1) expect((await post('/api/password/reset/code', { account })).statusCode).toBe(200);
          const sixth = await post('/api/password/reset/code', { account });
          expect(sixth.statusCode).toBe(429);
          expect(sixth.json()).toEqual({ status: 'e42900', errno: 'e42900', message: '获取验证码过于频繁，请 60 分钟后再试。' });
          expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(59 * 60);
        }
      });

      it('limits code requests per client address', async () => {
        const ip = uniqueIp();
        for (let i = 0; i < 20; i += 1)
          expect((await post('/api/password/reset/code', { account: uniqueEmail() }, { ip })).statusCode).toBe(200);
        const refused = await post('/api/password/reset/code', { account: uniqueEmail() }, { ip, lang: 'en-US' });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('Too many code requests. Try again in 60 minutes.');
        expect((await post('/api/password/reset/code', { account: uniqueEmail() })).statusCode).toBe(200);
      });

      it('says clearly when nothing can send codes, whatever the account', async () => {
        const app = await test.buildApp({ delivery: { smtp: undefined, outboxFile: undefined } });
        // Registered where codes can be sent; the app without delivery shares its database.
        const { account } = await registerAccount(test.app, { account: uniqueEmail() });
        for (const typed of [account, uniqueEmail()]) {
          const response = await post('/api/password/reset/code', { account: typed }, { app });
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({
            status: 'e50301',
            errno: 'e50301',
            message: '暂时无法发送邮件验证码：服务尚未配置邮件发送，请联系平台管理员。',
          });
        }
        expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      });
    });

    describe('changing the bound phone or e-mail', () => {
      it('binds a new e-mail with a code sent to it, and re-issues the token with it', async () => {
        const { account: phone, token } = await registerAccount(test.app);
        const email = uniqueEmail();
        const request = await post('/api/contact/code', { password: PASSWORD, email }, { token });
        expect(request.statusCode).toBe(200);
        expect(request.json().data).toEqual({ expiresInSeconds: 600 });
        const [message] = await readOutbox(test.app);
        expect(message).toMatchObject({ channel: 'email', to: email, subject: '【数字中国创新大赛】更换绑定验证码' });

        const code = await latestCode(test.app, email);
        const change = await post('/api/contact', { email, code }, { token });
        expect(change.statusCode).toBe(200);
        expect(change.json().data).toMatchObject({ account: phone, phone, email });
        const fresh = cookieValue(change)!;
        expect(decodeJwt(fresh)).toMatchObject({ email, jti: decodeJwt(token).jti });
        expect((await session(fresh)).json().data.email).toBe(email);
        expect((await login(email, PASSWORD)).statusCode).toBe(200);
      });

      it('replaces a bound phone number, the code going by text message', async () => {
        const { account: oldPhone, token } = await registerAccount(test.app);
        const phone = uniquePhone();
        expect((await post('/api/contact/code', { password: PASSWORD, phone }, { token })).statusCode).toBe(200);
        const [message] = await readOutbox(test.app);
        expect(message).toMatchObject({ channel: 'sms', to: phone });
        const change = await post('/api/contact', { phone, code: await latestCode(test.app, phone) }, { token });
        expect(change.json().data).toMatchObject({ account: phone, phone });
        expect((await login(phone, PASSWORD)).statusCode).toBe(200);
        expect((await login(oldPhone, PASSWORD)).statusCode).toBe(401);
      });

      it("refuses another account's address without saying whose, and sends nothing", async () => {
        const { token } = await registerAccount(test.app);
        const holder = await registerAccount(test.app, { account: uniqueEmail(), name: '别人的名字' });
        const sentToHolder = async () => (await readOutbox(test.app)).filter((entry) => entry.to === holder.account).length;
        const before = await sentToHolder();
        const response = await post('/api/contact/code', { password: PASSWORD, email: holder.account }, { token });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ status: 'e40901', errno: 'e40901', message: '该手机号或邮箱已被其他账号使用。' });
        expect(response.body).not.toContain(holder.name);
        expect(response.body).not.toContain(holder.id);
        expect(await sentToHolder()).toBe(before);
      });

      it('refuses a wrong password, the address already bound, and a code for another address', async () => {
        const { account: phone, token } = await registerAccount(test.app);
        const email = uniqueEmail();
        const wrong = await post('/api/contact/code', { password: 'Wrong1234', email }, { token });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json().errno).toBe('e40301');
        expect((await readOutbox(test.app)).some((entry) => entry.to === email)).toBe(false);

        const same = await post('/api/contact/code', { password: PASSWORD, phone }, { token, lang: 'en-US' });
        expect(same.statusCode).toBe(400);
        expect(same.json().message).toBe('The new phone number or e-mail address is the one already bound.');

        await post('/api/contact/code', { password: PASSWORD, email }, { token });
        const code = await latestCode(test.app, email);
        const elsewhere = await post('/api/contact', { email: uniqueEmail(), code }, { token });
        expect(elsewhere.statusCode).toBe(400);
        expect(elsewhere.json().errno).toBe('e40001');

        // Someone else's session cannot use the code either.
        const stranger = await registerAccount(test.app);
        expect((await post('/api/contact', { email, code }, { token: stranger.token })).json().errno).toBe('e40001');
        expect((await post('/api/contact', { email, code })).statusCode).toBe(401);
        expect((await post('/api/contact', { email, code }, { token })).statusCode).toBe(200);
      });

      it('limits codes per account and per new address', async () => {
        const { token } = await registerAccount(test.app);
        for (let i = 0; i < 5; i += 1)
          expect((await post('/api/contact/code', { password: PASSWORD, email: uniqueEmail() }, { token })).statusCode).toBe(200);
        const sixth = await post('/api/contact/code', { password: PASSWORD, email: uniqueEmail() }, { token });
        expect(sixth.statusCode).toBe(429);
        expect(sixth.json().errno).toBe('e42900');

        // A stranger's address cannot be flooded from several accounts either.
        const target = uniqueEmail();
        for (let i = 0; i < 5; i += 1) {
          const other = await registerAccount(test.app);
          expect((await post('/api/contact/code', { password: PASSWORD, email: target }, { token: other.token })).statusCode).toBe(200);
        }
        const last = await registerAccount(test.app);
        expect((await post('/api/contact/code', { password: PASSWORD, email: target }, { token: last.token })).statusCode).toBe(429);
        expect((await readOutbox(test.app)).filter((entry) => entry.to === target)).toHaveLength(5);
      });

      it('checks its input like any other', async () => {
        const { token } = await registerAccount(test.app);
        const cases: Array<[string, object, string]> = [
          ['/api/contact/code', { email: uniqueEmail() }, 'Enter your current password.'],
          ['/api/contact/code', { password: PASSWORD }, 'Provide either a phone number or an e-mail address to bind, not both.'],
          [
            '/api/contact/code',
            { password: PASSWORD, phone: 'x@y.cn' },
            'Enter a valid mainland China mobile number (11 digits starting with 1).',
          ],
          ['/api/contact', { email: uniqueEmail() }, 'Enter the verification code.'],
          ['/api/contact', { code: '123456' }, 'Provide either a phone number or an e-mail address to bind, not both.'],
        ];
        for (const [url, body, message] of cases) {
          const response = await post(url, body, { token, lang: 'en-US' });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe(message);
        }
      });
    });
  });
});
