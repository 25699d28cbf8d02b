import { buildTestApp, engines, type TestApp } from '../../test';

describe.each(engines())('common (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
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
});
