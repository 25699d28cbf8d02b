/** @jest-environment ./src/test/native-environment.js */
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { insertAccount } from '../accounts/account-repository';
import {
  cookieValue,
  latestCode,
  PASSWORD,
  readOutbox,
  registerAccount,
  SITE,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  useTestApp,
} from '../test/test-app';
import { engines } from '../test/test-database';

const CODE_INVALID = { status: 'e40001', errno: 'e40001', message: '验证码不正确或已失效，请检查后重试，或重新获取验证码。' };
const CODE_INVALID_EN = 'The verification code is wrong or no longer valid. Check it, or request a new code.';

describe.each(engines)('registration by one-time code on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('registration', () => {
    const test = useTestApp(engine);

    const post = (url: string, payload: unknown, options: { ip?: string; lang?: string; app?: FastifyInstance } = {}) =>
      (options.app ?? test.app).inject({
        method: 'POST',
        url,
        payload: payload as object,
        remoteAddress: options.ip ?? uniqueIp(),
        headers: { 'x-lang': options.lang ?? 'zh-CN' },
      });
    const askCode = (account: string, options: { ip?: string; lang?: string; app?: FastifyInstance } = {}) =>
      post('/api/register/code', { account }, options);
    const register = (body: object, options: { lang?: string; app?: FastifyInstance } = {}) =>
      post('/api/register', { password: PASSWORD, name: '新用户', ...body }, options);
    const messagesTo = async (to: string, app = test.app) => (await readOutbox(app)).filter((entry) => entry.to === to);
    const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

    it('registers with the code sent to the address, signed in at once; the code works once', async () => {
      const account = uniqueEmail();
      const asked = await askCode(account.toUpperCase());
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({
        status: 'e200',
        data: { expiresInSeconds: 600, message: '如果该手机号或邮箱可以接收消息，验证码已发出，10 分钟内有效。' },
      });
      const [message] = await messagesTo(account);
      expect(message).toMatchObject({ channel: 'email', subject: '【数字中国创新大赛】注册验证码' });
      const code = await latestCode(test.app, account);

      const created = await register({ account, code, name: '  小张 ' });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({ account, email: account, phone: null, name: '小张' });
      expect(decodeJwt(cookieValue(created)!)).toMatchObject({ email: account, name: '小张' });

      // Used up with the registration, not merely refused because the address is taken now.
      const used = await test.db.query<{ used: number }>(
        `select count(*)::int as used from one_time_codes where purpose = 'register' and address = $1 and used_at is not null`,
        [`email:${account}`],
      );
      expect(used.rows[0]!.used).toBe(1);
      const again = await register({ account, code, name: '又一个' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(CODE_INVALID);
    });

    it('answers an address with an account byte for byte like a free one, and tells its owner to sign in', async () => {
      for (const [taken, free] of [
        [(await registerAccount(test.app)).account, uniquePhone()],
        [(await registerAccount(test.app, { account: uniqueEmail() })).account, uniqueEmail()],
      ] as const) {
        for (const lang of ['zh-CN', 'en-US']) {
          const forTaken = await askCode(taken, { lang });
          const forFree = await askCode(free, { lang });
          expect(forTaken.statusCode).toBe(forFree.statusCode);
          expect(forTaken.body).toBe(forFree.body);
          expect(forTaken.headers['content-length']).toBe(forFree.headers['content-length']);
        }
        // Each got one message per request: the free address a code, the taken one a note without any.
        const [note] = await messagesTo(taken);
        expect(await messagesTo(taken)).toHaveLength(3);
        expect(await messagesTo(free)).toHaveLength(2);
        expect(note).toMatchObject({ subject: 'DCIC: you already have an account' });
        expect(note!.text).toContain('it already has an account');
        expect(note!.text).toContain('http://localhost:6060/en-us/login2');
        expect(note!.text).toContain('http://localhost:6060/en-us/password/forgot');
        expect(note!.text).not.toMatch(/\b\d{6}\b/);
        expect((await messagesTo(free))[0]!.text).toMatch(/\b\d{6}\b/);
      }
    });

    it('never answers 409: registering a taken address fails like any wrong code, guesses counted alike', async () => {
      const { account: taken } = await registerAccount(test.app);
      const free = uniquePhone();
      const answers: Record<string, string[]> = {};
      for (const account of [taken, free]) {
        await askCode(account);
        answers[account] = [];
        for (let i = 0; i < 6; i += 1) answers[account]!.push((await register({ account, code: '000000' })).body);
      }
      expect(answers[taken]).toEqual(answers[free]);
      expect(answers[free]!.slice(0, 5).map((body) => JSON.parse(body))).toEqual(Array(5).fill(CODE_INVALID));
      expect(JSON.parse(answers[free]![5]!).errno).toBe('e42901');
    });

    it('needs a code, refuses a wrong one in the language asked, and takes the right one after', async () => {
      const account = uniquePhone();
      const without = await register({ account }, { lang: 'en-US' });
      expect(without.statusCode).toBe(400);
      expect(without.json()).toEqual({ status: 'e40000', errno: 'e40000', message: 'Enter the verification code.' });
      // No code was ever sent: the same answer as a wrong one.
      expect((await register({ account, code: '123456' })).json()).toEqual(CODE_INVALID);

      await askCode(account);
      const code = await latestCode(test.app, account);
      const wrong = await register({ account, code: otherThan(code) }, { lang: 'en-US' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ status: 'e40001', errno: 'e40001', message: CODE_INVALID_EN });
      // A code for another address does not count.
      expect((await register({ account: uniquePhone(), code })).json()).toEqual(CODE_INVALID);
      expect((await register({ account, code: code.replace(/(\d{3})/, '$1 ') })).statusCode).toBe(200);
    });

    it('keeps the rules of names and passwords', async () => {
      const account = uniquePhone();
      await askCode(account);
      const code = await latestCode(test.app, account);
      const weak = await register({ account, code, password: 'onlyletters' }, { lang: 'en-US' });
      expect(weak.json().message).toBe('The password must contain at least one letter and one digit.');
      const nameless = await register({ account, code, name: ' ' });
      expect(nameless.json().message).toBe('请输入姓名或昵称。');
      // Bad input is refused before the code is looked at, so the code still works.
      expect((await register({ account, code })).statusCode).toBe(200);
    });

    it('refuses a code replaced by a newer one, and an expired one', async () => {
      let now = Date.now();
      const app = await test.buildApp({}, { clock: () => new Date(now) });
      const account = uniqueEmail();
      await askCode(account, { app });
      const first = await latestCode(app, account);
      await askCode(account, { app });
      const second = await latestCode(app, account);
      if (first !== second) expect((await register({ account, code: first }, { app })).json()).toEqual(CODE_INVALID);
      now += test.app.sso.config.codes.ttlMs + 1000;
      const expired = await register({ account, code: second }, { app });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(CODE_INVALID);
    });

    it('answers a registration that lost the race for its address with the code error, never 409 nor 500', async () => {
      const account = uniqueEmail();
      await askCode(account);
      const code = await latestCode(test.app, account);
      // Another process registers the address in between (the seed writes accounts this way).
      await insertAccount(test.db, { contact: { kind: 'email', value: account }, name: '先到者', passwordHash: 'scrypt$x' });
      const late = await register({ account, code });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(CODE_INVALID);
    });

    it('limits code requests per address and per client, an address with an account exactly like a free one', async () => {
      const { account: taken } = await registerAccount(test.app);
      const bodies: string[] = [];
      for (const account of [taken, uniquePhone()]) {
        // One request went to the taken address when it registered.
        const allowed = account === taken ? 4 : 5;
        for (let i = 0; i < allowed; i += 1) expect((await askCode(account)).statusCode).toBe(200);
        const refused = await askCode(account);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
        bodies.push(refused.body);
      }
      expect(bodies[0]).toBe(bodies[1]);
      expect(JSON.parse(bodies[0]!)).toEqual({ status: 'e42900', errno: 'e42900', message: '获取验证码过于频繁，请 60 分钟后再试。' });

      const ip = uniqueIp();
      for (let i = 0; i < test.app.sso.config.codes.requestsPerClient; i += 1)
        expect((await askCode(uniquePhone(), { ip })).statusCode).toBe(200);
      const { account: another } = await registerAccount(test.app);
      const [forTaken, forFree] = [await askCode(another, { ip }), await askCode(uniquePhone(), { ip })];
      expect(forTaken.statusCode).toBe(429);
      expect(forTaken.body).toBe(forFree.body);
    });

    it('registers through the page: the button next to the account sends the code, the form keeps what was typed', async () => {
      const account = uniquePhone();
      const form = (fields: Record<string, string>) =>
        test.app.inject({
          method: 'POST',
          url: '/zh-cn/register2',
          payload: new URLSearchParams({ redirect: `${SITE}/`, ...fields }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: uniqueIp(),
        });
      const sent = await form({ account, name: '页面用户', password: PASSWORD, intent: 'send-code' });
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain('<p class="notice" role="status">如果该手机号或邮箱可以接收消息，验证码已发出，10 分钟内有效。</p>');
      expect(sent.body).toContain(`value="${account}"`);
      expect(sent.body).toContain('value="页面用户"');
      expect(sent.body).not.toContain(PASSWORD);

      const wrong = await form({ account, code: '12 34 56', name: '页面用户', password: PASSWORD });
      const code = await latestCode(test.app, account);
      if (code !== '123456') {
        expect(wrong.statusCode).toBe(400);
        expect(wrong.body).toContain(
          '<p class="error" role="alert" id="form-error">验证码不正确或已失效，请检查后重试，或重新获取验证码。</p>',
        );
      }
      const created = await form({ account, code, name: '页面用户', password: PASSWORD });
      expect(created.statusCode).toBe(303);
      expect(created.headers.location).toBe(`${SITE}/`);

      // The same notice for the address now registered, apart from the address typed.
      const again = await form({ account, name: '页面用户', intent: 'send-code' });
      const free = uniquePhone();
      const forFree = await form({ account: free, name: '页面用户', intent: 'send-code' });
      expect(again.statusCode).toBe(forFree.statusCode);
      expect(again.body.replaceAll(account, 'ADDRESS')).toBe(forFree.body.replaceAll(free, 'ADDRESS'));
      const taken = await form({ account, code, name: '页面用户', password: PASSWORD });
      expect(taken.statusCode).toBe(400);
      expect(taken.body).not.toMatch(/已注册/);
    });
  });
});
