/** @jest-environment node */
// The site's proxies over real sockets: a client cannot choose the address the API and SSO see, and
// a body over the upstream's limit is refused here with 413 without harming the next request.
jest.mock('zod', () =>
  jest.requireActual(jest.requireActual<typeof import('node:path')>('node:path').join(__dirname, '../../node_modules/zod/index.cjs')),
);
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildShellApp } from './app';
import { loadConfig } from './config';

const template = '<!doctype html><html><head><title>x</title><!--dcic:head--></head><body></body></html>';
const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * An upstream set up as the API and SSO are: it believes X-Forwarded-For from loopback only (the site
 * server), limits requests per client address, and takes JSON bodies up to 1 MiB.
 */
async function startUpstream(prefix: string) {
  const upstream = Fastify({ trustProxy: ['loopback'], bodyLimit: 1024 * 1024 });
  await upstream.register(rateLimit, { max: 3, timeWindow: '1 minute' });
  upstream.get(`${prefix}/whoami`, async (request) => ({
    ip: request.ip,
    host: request.host,
    forwarded: request.headers['x-forwarded-for'],
  }));
  upstream.post(`${prefix}/echo`, async (request) => ({ size: JSON.stringify(request.body).length }));
  upstream.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  upstream.post(`${prefix}/upload`, async (request) => ({ size: (request.body as Buffer).length }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  return upstream;
}

describe('site proxies', () => {
  let api: FastifyInstance;
  let sso: FastifyInstance;
  let shell: FastifyInstance;
  let shellUrl: string;

  beforeEach(async () => {
    api = await startUpstream('/api');
    sso = await startUpstream('');
    const config = { ...loadConfig({ REMOTES: '{}' }), apiUrl: urlOf(api), ssoUrl: urlOf(sso), distDir: '/nonexistent' };
    shell = await buildShellApp({ config, template });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    shellUrl = urlOf(shell);
  });
  afterEach(async () => {
    await shell.close();
    await api.close();
    await sso.close();
  });

  it.each([
    ['API', '/api/whoami'],
    ['SSO', '/sso/proxy/whoami'],
  ])('tells the %s the real peer address, whatever X-Forwarded-For the client sent', async (_name, path) => {
    const answer = await fetch(`${shellUrl}${path}`, { headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'evil.example' } });
    const seen = (await answer.json()) as { ip: string; host: string; forwarded: string };
    expect(seen.forwarded).toBe('127.0.0.1');
    expect(seen.ip).toBe('127.0.0.1');
    expect(seen.host).not.toBe('evil.example');
  });

  it('gives no fresh rate-limit budget for an invented address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await fetch(`${shellUrl}/api/whoami`, { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  // Two clients on their own addresses (inject sets the peer): one's flood leaves the other's budget alone.
  it('keeps one client flooding the SSO from using up the limit of another', async () => {
    const from = (remoteAddress: string) => shell.inject({ url: '/sso/proxy/whoami', remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.1')).statusCode).toBe(200);
    expect((await from('198.51.100.1')).statusCode).toBe(429);
    const other = await from('198.51.100.2');
    expect(other.statusCode).toBe(200);
    expect(other.json().ip).toBe('198.51.100.2');
  });

  it('answers a body over the limit with 413 itself, then the next request at once', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const declared = await fetch(`${shellUrl}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'en-US' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ status: 'e41300', errno: 'e41300', message: 'The request body is too large.' });

    // Chunked: no Content-Length, the bytes are counted as they come.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${shellUrl}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'lang=zh-CN' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 20; i += 1) req.write(big.slice(i * 60_000, (i + 1) * 60_000));
      req.end(big.slice(20 * 60_000));
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ status: 'e41300', errno: 'e41300', message: '请求体过大' });

    const started = Date.now();
    const small = await fetch(`${shellUrl}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ size: 7 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('passes bodies within the limit and multipart uploads through unchanged', async () => {
    const json = JSON.stringify({ text: 'y'.repeat(500_000) });
    const ok = await fetch(`${shellUrl}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: json,
    });
    expect(await ok.json()).toEqual({ size: json.length });
    const upload = Buffer.alloc(2 * 1024 * 1024, 1);
    const multipart = await fetch(`${shellUrl}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: upload,
    });
    expect(await multipart.json()).toEqual({ size: upload.length });
  });
});
