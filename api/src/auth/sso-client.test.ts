import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpSsoClient, SsoUnavailableError } from './sso-client';

describe('httpSsoClient.revocations', () => {
  let server: Server;
  let base: string;
  let answer: { status: number; body: unknown };
  const urls: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      urls.push(req.url ?? '');
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for everything, then for what came since, and returns the page', async () => {
    const page = {
      revoked: [{ jti: 'a', revokedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-08T00:00:00.000Z' }],
      now: '2026-01-01T00:00:05.000Z',
    };
    answer = { status: 200, body: { status: 'e200', data: page } };
    const sso = httpSsoClient(base);
    expect(await sso.revocations()).toEqual(page);
    await sso.revocations('2026-01-01T00:00:05.000+08:00');
    expect(urls.slice(-2)).toEqual(['/api/revocations', '/api/revocations?since=2026-01-01T00%3A00%3A05.000%2B08%3A00']);
  });

  it.each([
    ['a server error', { status: 500, body: { status: 'e50000' } }],
    ['a refusal', { status: 429, body: { status: 'e42900' } }],
    ['a body of another shape', { status: 200, body: { status: 'e200', data: { revoked: 'all', now: 'soon' } } }],
  ])('treats %s as the SSO being unavailable', async (_name, reply) => {
    answer = reply;
    await expect(httpSsoClient(base).revocations()).rejects.toThrow(SsoUnavailableError);
  });

  it('treats an unreachable SSO as unavailable', async () => {
    await expect(httpSsoClient('http://127.0.0.1:1').revocations()).rejects.toThrow(SsoUnavailableError);
  });
});
