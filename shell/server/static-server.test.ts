/** @jest-environment node */
// The shell's tests see pages' schema-free zod; the server reads its environment with the real one.
jest.mock('zod', () =>
  jest.requireActual(jest.requireActual<typeof import('node:path')>('node:path').join(__dirname, '../../node_modules/zod/index.cjs')),
);
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildStaticApp } from './static-server';

const chunk = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('static server of a remote', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dcic-static-'));
    writeFileSync(path.join(root, '140.b0042d1985.js'), chunk);
    writeFileSync(path.join(root, '140.b0042d1985.js.gz'), gzipSync(chunk));
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var inbox;');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"inbox"}');
    app = await buildStaticApp(root);
  });

  afterAll(() => app.close());

  it('lets the shell on another origin load the files', async () => {
    const response = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox",
    );
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/remoteEntry.js',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
  });

  it('keeps content-hashed chunks for good and revalidates the manifest and the entry', async () => {
    expect((await app.inject({ url: '/140.b0042d1985.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed file to browsers that accept gzip', async () => {
    const gzipped = await app.inject({ url: '/140.b0042d1985.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(chunk);
    const plain = await app.inject({ url: '/140.b0042d1985.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('answers 404 for anything that is not a file, with no page in its place', async () => {
    expect((await app.inject({ url: '/competitions/42' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/missing.0123456789.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/../package.json' })).statusCode).toBe(404);
  });
});
