import { buildTestApp, engines, type TestApp } from './test';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(engines())('api foundation (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { appMinTimestamp: 1_700_000_000_000 } });
  });
  afterAll(() => app.close());

  describe('envelope and request-id', () => {
    it('wraps a success in { status: e200, data } with a request-id header', async () => {
      const res = await app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'e200', data: { ok: true } });
      expect(res.headers['request-id']).toMatch(UUID);
    });

    it('keeps a sane incoming request-id and replaces an odd one', async () => {
      const kept = await app.inject({ url: '/healthz', headers: { 'request-id': 'trace-1234abcd' } });
      expect(kept.headers['request-id']).toBe('trace-1234abcd');
      const replaced = await app.inject({ url: '/healthz', headers: { 'request-id': 'x y<script>' } });
      expect(replaced.headers['request-id']).toMatch(UUID);
    });

    it('answers an unknown route with the e40400 envelope', async () => {
      const res = await app.inject({ url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'e40400', errno: 'e40400', message: '请求的接口不存在' });
      expect(res.headers['request-id']).toMatch(UUID);
    });

    it('answers an error with the envelope and a request-id', async () => {
      const res = await app.inject({ url: '/api/users/sso', headers: { 'x-lang': 'en-US' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'e40100', errno: 'e40100', message: 'Please log in first.' });
      expect(res.headers['request-id']).toMatch(UUID);
    });

    it('answers a malformed URL with a 400 envelope', async () => {
      const res = await app.inject({ url: '/api/users/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errno).toBe('e40000');
      expect(res.headers['request-id']).toMatch(UUID);
    });
  });

  describe('request bodies', () => {
    const put = (payload: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/messageCheckedAt',
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });

    it('answers malformed JSON with 400 e40001, not 500', async () => {
      const res = await put('{"time": 1,', { 'x-lang': 'en-US' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'e40001', errno: 'e40001', message: 'The request body is not valid JSON.' });
    });

    it('refuses prototype poisoning as malformed', async () => {
      const res = await put('{"__proto__": {"admin": true}}');
      expect(res.statusCode).toBe(400);
    });

    it('answers a body over the limit with 413', async () => {
      const res = await put(JSON.stringify({ time: 1, pad: 'x'.repeat(1024 * 1024 + 10) }));
      expect(res.statusCode).toBe(413);
      expect(res.json().errno).toBe('e41300');
    });

    it('answers an unsupported content type with 415', async () => {
      const res = await put('time=1', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ errno: 'e41500', message: '不支持该内容类型，请发送 JSON' });
    });
  });

  describe('validation messages', () => {
    it('names the field in Chinese by default', async () => {
      const res = await app.inject({ url: '/set-language?lang=fr' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'e40000', errno: 'e40000', message: '参数 lang 有误：应为以下之一：zh-CN、en-US' });
    });

    it('names the field in English for an English reader', async () => {
      const res = await app.inject({ url: '/set-language?lang=fr', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(res.json().message).toBe('Invalid lang: expected one of zh-CN, en-US');
    });

    it('says a missing field is required', async () => {
      const zh = await app.inject({ url: '/set-language' });
      expect(zh.json().message).toBe('参数 lang 有误：不能为空');
      const en = await app.inject({ url: '/set-language', cookies: { lang: 'en-US' } });
      expect(en.json().message).toBe('Invalid lang: it is required');
    });
  });

  describe('x-application-timestamp', () => {
    it('answers an outdated client with 400 e30200 so it reloads', async () => {
      const res = await app.inject({ url: '/healthz', headers: { 'x-application-timestamp': '1600000000000', 'x-lang': 'en-US' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'e30200', errno: 'e30200', message: 'The site has been updated; please reload the page.' });
    });

    it('lets a current client or one without the header through', async () => {
      expect((await app.inject({ url: '/healthz', headers: { 'x-application-timestamp': '1800000000000' } })).statusCode).toBe(200);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/healthz', headers: { 'x-application-timestamp': 'undefined' } })).statusCode).toBe(200);
    });
  });

  describe('health', () => {
    it('is ready when the database answers', async () => {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'e200', data: { ok: true } });
    });

    it('is not ready (503) when the database fails, without leaking the cause', async () => {
      const spy = jest.spyOn(app.db, 'execute').mockRejectedValueOnce(new Error('connection refused at 10.0.0.1'));
      try {
        const res = await app.inject({ url: '/readyz', headers: { 'x-lang': 'en-US' } });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'e50300', errno: 'e50300', message: 'The service is not available; please try again later.' });
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('security headers', () => {
    it('forbids rendering and framing API answers', async () => {
      const res = await app.inject({ url: '/healthz' });
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('rate limits', () => {
    it('answers 429 e42900 with a localised message past the per-route limit', async () => {
      const remoteAddress = '10.9.8.7';
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        statuses.push((await app.inject({ url: '/api/common/v1/fingerprint', remoteAddress })).statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      const res = await app.inject({ url: '/api/common/v1/fingerprint', remoteAddress, headers: { 'x-lang': 'en-US' } });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status: 'e42900', errno: 'e42900' });
      expect(res.json().message).toMatch(/^Too many requests; please try again in \d+ s\.$/);
      expect(res.headers['retry-after']).toBeDefined();
      // Other callers are not affected.
      expect((await app.inject({ url: '/api/common/v1/fingerprint', remoteAddress: '10.9.8.6' })).statusCode).toBe(200);
    });
  });

  describe('OpenAPI', () => {
    it('lists the routes with their schemas', async () => {
      const res = await app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/healthz',
          '/readyz',
          '/api/users/sso',
          '/api/users/initData',
          '/api/users/messageCheckedAt',
          '/api/users/logout',
          '/set-language',
          '/api/common/v1/fingerprint',
        ]),
      );
      expect(doc.paths['/set-language'].get.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'query', required: true })]),
      );
      expect(doc.components.schemas.User).toBeDefined();
    });

    it('serves the documentation page', async () => {
      const res = await app.inject({ url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    });
  });
});
