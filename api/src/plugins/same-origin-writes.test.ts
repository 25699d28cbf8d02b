// Cross-site request forgery: a browser's state-changing request for a page of another origin is
// refused before anything is read or written, whatever its content type; the site's own pages and
// callers that are not web pages go through.
import { findUserById } from '../modules/users';
import { buildTestApp, signInAs, type TestApp } from '../test';

const SITE = 'http://site.test:8080';

describe('writes only from the site itself', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine: 'pglite', config: { publicUrl: SITE } });
  });
  afterAll(() => app.close());

  const checkMessages = (headers: Record<string, string>, operatorId: number, time: number, contentType = 'application/json') =>
    app.inject({
      method: 'PUT',
      url: '/api/users/messageCheckedAt',
      headers: { ...headers, 'content-type': contentType },
      payload: JSON.stringify({ time, operatorId }),
    });

  it.each([
    ['another port of the same host', { 'sec-fetch-site': 'same-site', origin: 'http://site.test:8081' }],
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['an older browser naming another origin', { origin: 'https://evil.example' }],
    ['a page that hides its origin', { 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses a signed-in write from %s, and changes nothing', async (_from, browser) => {
    const { user, headers } = await signInAs(app);
    const response = await checkMessages({ ...headers, ...browser }, user.id, Date.now());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'e40300', message: '请求来自其他网站，已拒绝；请在本站页面中操作' });
    expect((await findUserById(app.db, user.id))?.messageCheckedAt ?? null).toBeNull();
  });

  it('refuses it whatever the content type a form could send', async () => {
    const { user, headers } = await signInAs(app);
    const forged = { ...headers, 'sec-fetch-site': 'same-site', origin: 'http://site.test:8081', 'accept-language': 'en-US' };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await checkMessages(forged, user.id, Date.now(), type);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/another site/);
    }
  });

  it.each([
    ['the site’s page', { 'sec-fetch-site': 'same-origin', origin: SITE }],
    ['the site’s page in a browser without Fetch Metadata', { origin: SITE }],
    ['a caller that is not a web page', {}],
  ])('lets a write from %s through', async (_from, browser) => {
    const { user, headers } = await signInAs(app);
    const response = await checkMessages({ ...headers, ...browser }, user.id, Date.now() - 1000);
    expect(response.json()).toEqual({ status: 'e200', data: { affectedRows: 1 } });
  });

  it('leaves reads alone', async () => {
    const response = await app.inject({
      url: '/api/competitions',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('grants CORS to the site only (CORS)', async () => {
    const ask = (origin: string, preflight = false) =>
      app.inject({
        method: preflight ? 'OPTIONS' : 'GET',
        url: '/api/competitions',
        headers: { origin, ...(preflight ? { 'access-control-request-method': 'PUT' } : {}) },
      });
    for (const origin of ['https://evil.example', 'http://site.test:8081', 'null']) {
      expect((await ask(origin)).headers['access-control-allow-origin']).toBeUndefined();
      expect((await ask(origin, true)).headers['access-control-allow-origin']).toBeUndefined();
    }
    const site = await ask(SITE);
    expect(site.headers).toMatchObject({ 'access-control-allow-origin': SITE, 'access-control-allow-credentials': 'true' });
    const preflight = await ask(SITE, true);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': expect.stringContaining('PUT'),
    });
  });
});
