/** @jest-environment node */
// The shell's tests see pages' schema-free zod; the server reads its environment with the real one.
jest.mock('zod', () =>
  jest.requireActual(jest.requireActual<typeof import('node:path')>('node:path').join(__dirname, '../../node_modules/zod/index.cjs')),
);
import Fastify from 'fastify';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, buildShellApp } from './app';
import { loadConfig, parseRemotes, remoteOrigins } from './config';
import { scriptJson } from './render-index';

const template =
  '<!doctype html><html lang="zh-CN"><head><title>x</title><!--dcic:head--></head><body><div id="dcic-app"></div></body></html>';

/** A real HTTP server standing in for the API, so the proxy and the user lookup go over the network. */
async function startApi(answer: { status: number; body: unknown }) {
  const api = Fastify();
  const seen: Array<Record<string, unknown>> = [];
  api.get('/api/users/sso', async (request, reply) => {
    seen.push(request.headers);
    return reply.code(answer.status).send(answer.body);
  });
  api.get('/api/ping', async (request) => ({ status: 'e200', data: { cookie: request.headers.cookie ?? null } }));
  api.get('/api/docs', async (_request, reply) =>
    reply
      .header('content-security-policy', "default-src 'self'; script-src 'self' 'sha256-abc'; script-src-attr 'none';")
      .type('text/html')
      .send('<!doctype html><title>docs</title>'),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  return { api, url, seen };
}

function configWith(apiUrl: string) {
  return {
    ...loadConfig({
      REMOTES: JSON.stringify({
        competitions: 'http://cdn-a.example:9001/mf-manifest.json',
        inbox: 'https://cdn-b.example/inbox/mf-manifest.json',
      }),
    }),
    apiUrl,
    distDir: '/nonexistent',
  };
}

describe('shell server', () => {
  it('serves the page with the init object, the language and a CSP listing exactly the remote origins', async () => {
    const { api, url } = await startApi({ status: 200, body: { status: 'e200', data: { id: 100001, name: 'Ada' } } });
    const app = await buildShellApp({ config: configWith(url), template });
    const response = await app.inject({ url: '/competitions?lang=en-US', headers: { accept: 'text/html', cookie: 'dcic_sso=abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en-US">');
    expect(response.body).toContain('<title>Digital China Innovation Contest</title>');
    const init = JSON.parse(/window.__DCIC_INIT__=(.*?)<\/script>/.exec(response.body)![1]!);
    expect(init).toMatchObject({
      lang: 'en-US',
      user: { id: 100001, name: 'Ada' },
      remotes: { competitions: 'http://cdn-a.example:9001/mf-manifest.json' },
    });
    const csp = String(response.headers['content-security-policy']);
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)![1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp).toContain(`script-src 'self' http://cdn-a.example:9001 https://cdn-b.example 'nonce-${nonce}'`);
    expect(csp).not.toMatch(/style-src[^;]*nonce/);
    await app.close();
    await api.close();
  });

  it('sends the page gzip-compressed to a browser that takes it, and plain to one that does not', async () => {
    const app = await buildShellApp({ config: configWith('http://127.0.0.1:9'), template });
    const zipped = await app.inject({ url: '/information', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toContain('<html lang="zh-CN">');
    const plain = await app.inject({ url: '/information', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<html lang="zh-CN">');
    expect([
      acceptsGzip('br, gzip;q=0.5'),
      acceptsGzip('*'),
      acceptsGzip('gzip;q=0, *'),
      acceptsGzip('identity'),
      acceptsGzip(undefined),
    ]).toEqual([true, true, false, false, false]);
    await app.close();
  });

  it('allows no inline or eval script on any page, and sends violations to its own collector', async () => {
    const app = await buildShellApp({ config: { ...configWith('http://127.0.0.1:9'), cspReportsToken: 'read-me' }, template });
    for (const url of ['/', '/discussion/1', '/users/100001', '/remotes.json', '/healthz']) {
      const response = await app.inject({ url, headers: { accept: url.endsWith('json') || url === '/healthz' ? '*/*' : 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)![1]!;
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp).toMatch(/(^|;)default-src 'self'/);
      expect(csp).toContain('report-uri /csp-reports');
    }

    const reportUri = await app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:8080/discussion/1',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'line-number': 3,
          disposition: 'enforce',
        },
      }),
    });
    expect(reportUri.statusCode).toBe(204);
    const reportTo = await app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost:8080/',
          body: {
            documentURL: 'http://localhost:8080/',
            effectiveDirective: 'script-src-attr',
            blockedURL: 'inline',
            disposition: 'report',
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
    });
    expect(reportTo.statusCode).toBe(204);
    // Not a report at all: accepted and ignored.
    expect(
      (await app.inject({ method: 'POST', url: '/csp-reports', headers: { 'content-type': 'application/json' }, payload: '{' })).statusCode,
    ).toBe(204);

    expect((await app.inject({ url: '/csp-reports/wrong', headers: { accept: '*/*' } })).statusCode).toBe(404);
    const kept = (await app.inject({ url: '/csp-reports/read-me' })).json();
    expect(kept.reports).toEqual([
      expect.objectContaining({
        documentUrl: 'http://localhost:8080/discussion/1',
        directive: 'script-src-elem',
        blockedUrl: 'inline',
        line: 3,
        disposition: 'enforce',
      }),
      expect.objectContaining({ documentUrl: 'http://localhost:8080/', directive: 'script-src-attr', disposition: 'report' }),
    ]);
    await app.close();
  });

  it("reports the violations of the services' own pages behind the proxy to the same collector", async () => {
    const { api, url } = await startApi({ status: 200, body: {} });
    const app = await buildShellApp({ config: configWith(url), template });
    const docs = await app.inject({ url: '/api/docs', headers: { accept: 'text/html' } });
    expect(docs.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; script-src-attr 'none'; report-uri /csp-reports",
    );
    await app.close();
    await api.close();
  });

  it('lists no reports to anybody when it was given no token', async () => {
    const app = await buildShellApp({ config: configWith('http://127.0.0.1:9'), template });
    expect((await app.inject({ url: '/csp-reports/anything', headers: { accept: '*/*' } })).statusCode).toBe(404);
    await app.close();
  });

  it('gives a browser its DF_FP fingerprint once, with its first page, and hands it to the page', async () => {
    const app = await buildShellApp({ config: configWith('http://127.0.0.1:9'), template });
    const initOf = (body: string) => JSON.parse(/window.__DCIC_INIT__=(.*?)<\/script>/.exec(body)![1]!);
    const first = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const cookie = first.cookies.find((c) => c.name === 'DF_FP');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 31_536_000 });
    expect(cookie!.value).toMatch(/^[0-9a-f]{32}$/);
    expect(initOf(first.body).fingerprint).toBe(cookie!.value);

    const again = await app.inject({ url: '/competitions', headers: { accept: 'text/html', cookie: `DF_FP=${cookie!.value}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(initOf(again.body).fingerprint).toBe(cookie!.value);

    const forged = await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'DF_FP=<script>' } });
    expect(forged.cookies.find((c) => c.name === 'DF_FP')!.value).toMatch(/^[0-9a-f]{32}$/);
    await app.close();
  });

  it('treats a failing API as a visitor and still renders', async () => {
    const app = await buildShellApp({ config: configWith('http://127.0.0.1:9'), template });
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"user":null');
    expect(response.body).toContain('<html lang="zh-CN">');
    await app.close();
  });

  it('sends an account without phone or e-mail to the binding page', async () => {
    const { api, url } = await startApi({
      status: 403,
      body: { status: 'UNBOUND_PHONE_OR_EMAIL', errno: 'UNBOUND_PHONE_OR_EMAIL', message: 'x' },
    });
    const app = await buildShellApp({ config: configWith(url), template });
    const response = await app.inject({ url: '/users/settings', headers: { accept: 'text/html', cookie: 'lang=en-US' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `http://localhost:6060/en-us/phone/binding?redirect=${encodeURIComponent('http://localhost:8080/users/settings')}`,
    );
    await app.close();
    await api.close();
  });

  it('proxies /api to the API with the visitor cookie', async () => {
    const { api, url } = await startApi({ status: 200, body: {} });
    const app = await buildShellApp({ config: configWith(url), template });
    const response = await app.inject({ url: '/api/ping', headers: { cookie: 'dcic_sso=t1' } });
    expect(response.json()).toEqual({ status: 'e200', data: { cookie: 'dcic_sso=t1' } });
    await app.close();
    await api.close();
  });

  it("links the site's icon from every page and serves it, also where browsers look without a page", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'dcic-shell-'));
    const icon = readFileSync(path.join(__dirname, '../src/favicon.svg'), 'utf8');
    writeFileSync(path.join(distDir, 'favicon.svg'), icon);
    const app = await buildShellApp({ config: { ...configWith('http://127.0.0.1:9'), distDir }, template });
    for (const url of ['/', '/competitions', '/users/100001', '/spic-review/login']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    }
    const file = await app.inject({ url: '/favicon.svg', headers: { accept: 'image/*' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.body).toBe(icon);
    expect(icon).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const ico = await app.inject({ url: '/favicon.ico', headers: { accept: 'image/*' } });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    await app.close();
  });

  it('answers missing assets with 404 instead of the page', async () => {
    const app = await buildShellApp({ config: configWith('http://127.0.0.1:9'), template });
    expect((await app.inject({ url: '/main.123.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
    await app.close();
  });
});

describe('remotes map', () => {
  it('rejects a map that is not name → absolute URL', () => {
    expect(() => parseRemotes('[', 'env')).toThrow(/not valid JSON/);
    expect(() => parseRemotes('{"a": 1}', 'env')).toThrow(/must be a URL/);
    expect(() => parseRemotes('{"a": "/relative"}', 'env')).toThrow(/absolute URL/);
  });

  it('derives the script origins from the manifests', () => {
    expect(remoteOrigins({ a: 'http://x:1/m.json', b: 'http://x:1/n/m.json', c: 'https://y/m.json' })).toEqual(['http://x:1', 'https://y']);
  });

  it('defaults to every area on its local port', () => {
    expect(loadConfig({}).remotes).toEqual({
      competitions: 'http://localhost:8081/mf-manifest.json',
      community: 'http://localhost:8082/mf-manifest.json',
      profile: 'http://localhost:8083/mf-manifest.json',
      inbox: 'http://localhost:8084/mf-manifest.json',
      review: 'http://localhost:8085/mf-manifest.json',
    });
  });
});

test('init JSON cannot close its script element', () => {
  expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
});
