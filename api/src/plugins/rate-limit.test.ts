// The address the rate limit counts: X-Forwarded-For is believed from the configured proxies only
// (the site server on the same machine by default), so a client cannot invent addresses.
import { buildTestApp, type TestApp } from '../test';

describe('rate limit by client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine: 'pglite', config: { rateLimitMax: 3 } });
  });
  afterAll(() => app.close());

  const hit = (remoteAddress: string, forwardedFor: string) =>
    app.inject({ url: '/api/no-such-route', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('ignores X-Forwarded-For from anybody but a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await hit('203.0.113.9', `192.0.2.${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('counts each client the site server names on its own', async () => {
    for (let i = 0; i < 3; i += 1) expect((await hit('127.0.0.1', '198.51.100.1')).statusCode).toBe(404);
    expect((await hit('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    expect((await hit('127.0.0.1', '198.51.100.2')).statusCode).toBe(404);
  });
});
