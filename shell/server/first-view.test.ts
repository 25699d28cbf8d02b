/** @jest-environment node */
// The shell's tests see pages' schema-free zod; the server reads its environment with the real one.
jest.mock('zod', () =>
  jest.requireActual(jest.requireActual<typeof import('node:path')>('node:path').join(__dirname, '../../node_modules/zod/index.cjs')),
);
import { buildShellApp } from './app';
import { loadConfig } from './config';
import { remoteFirstViews } from './first-view';
import { ownerOf, renderChrome } from '../src/server-render';

const manifest = 'http://cdn-c.example/community/mf-manifest.json';
const bundleUrl = 'http://cdn-c.example/community/first-view.js';
const cssUrl = 'http://cdn-c.example/community/first-view.css';

/** An area's first-view bundle as its build would leave it: CommonJS exporting renderFirstView. */
const bundle = (body: string) => `"use strict";\nexports.renderFirstView = async (request) => { ${body} };`;

/** The area's server: its first-view bundle by release, answering 304 to the release the caller has. */
function area(releases: { code: string | null; etag: string; css?: string }) {
  const asked: Array<string | null> = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/users/sso')) return Response.json({ status: 'e40100', errno: 'e40100', message: 'x' }, { status: 401 });
    if (url === cssUrl && releases.css) return new Response(releases.css);
    if (url !== bundleUrl) return new Response('no', { status: 404 });
    const seen = new Headers(init?.headers).get('if-none-match');
    asked.push(seen);
    if (releases.code === null) return new Response('no', { status: 404 });
    if (seen === releases.etag) return new Response(null, { status: 304 });
    return new Response(releases.code, { headers: { etag: releases.etag } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const request = { url: 'https://dcic.example/help', init: { lang: 'zh-CN' }, apiUrl: 'http://api' };

test("renders with the area's current release, and a new release on the next request once the old one is no longer fresh", async () => {
  const releases = { code: bundle("return { html: '<h1>v1 ' + request.url + '</h1>', queries: [[['k'], 1]] };"), etag: '"1"' };
  const { fetchImpl, asked } = area(releases);
  const firstView = remoteFirstViews({ fetchImpl, freshMs: 0 });
  expect(await firstView('community', manifest, request)).toEqual({
    html: '<h1>v1 https://dcic.example/help</h1>',
    queries: [[['k'], 1]],
    stylesheet: 'http://cdn-c.example/community/first-view.css',
    styles: null,
  });
  expect((await firstView('community', manifest, request))?.html).toContain('v1');
  releases.code = bundle("return { html: '<h1>v2</h1>', queries: [] };");
  releases.etag = '"2"';
  expect((await firstView('community', manifest, request))?.html).toBe('<h1>v2</h1>');
  // Asked every time (nothing is fresh here), the unchanged release answered with 304 and not evaluated again.
  expect(asked).toEqual([null, '"1"', '"1"']);
});

test("a visitor's view is rendered once for the pages of one address and language within its reuse time, and again after it, for a new release or for a signed-in user", async () => {
  // Each render numbers its view: the same number is the same render, sent again.
  const counting = (name: string) =>
    `"use strict";\nlet n = 0;\nexports.renderFirstView = async (request) => ({ html: '${name} ' + request.init.lang + ' ' + (++n), queries: [] });`;
  const releases = { code: counting('v1'), etag: '"1"' };
  const { fetchImpl } = area(releases);
  const firstView = remoteFirstViews({ fetchImpl, freshMs: 0, reuseMs: 200 });
  const html = async (page: typeof request) => (await firstView('community', manifest, page))?.html;
  const en = { ...request, init: { lang: 'en-US' } };
  const ada = { ...request, init: { lang: 'zh-CN', user: { id: 100001 } } };
  const faq = { ...request, url: 'https://dcic.example/help/faq' };
  expect(await Promise.all([html(request), html(request)])).toEqual(['v1 zh-CN 1', 'v1 zh-CN 1']);
  expect(await html(request)).toBe('v1 zh-CN 1');
  expect([await html(en), await html(ada), await html(faq)]).toEqual(['v1 en-US 2', 'v1 zh-CN 3', 'v1 zh-CN 4']);
  expect(await html(ada)).toBe('v1 zh-CN 5');
  releases.code = counting('v2');
  releases.etag = '"2"';
  expect(await html(request)).toBe('v2 zh-CN 1');
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await html(request)).toBe('v2 zh-CN 2');
});

test('a fresh release is not asked for again', async () => {
  const { fetchImpl, asked } = area({ code: bundle("return { html: 'x', queries: [] };"), etag: '"1"' });
  const firstView = remoteFirstViews({ fetchImpl, freshMs: 60_000 });
  await firstView('community', manifest, request);
  await firstView('community', manifest, request);
  expect(asked).toHaveLength(1);
});

test('an area without a first view, one that throws, one that is too slow and one whose bundle is broken all give null', async () => {
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  const none = remoteFirstViews({ fetchImpl: area({ code: null, etag: '"0"' }).fetchImpl, onError });
  expect(await none('community', manifest, request)).toBeNull();
  expect(errors).toHaveLength(0);

  const throws = remoteFirstViews({
    fetchImpl: area({ code: bundle("throw new Error('cannot render');"), etag: '"1"' }).fetchImpl,
    onError,
  });
  expect(await throws('community', manifest, request)).toBeNull();
  const slow = remoteFirstViews({
    fetchImpl: area({ code: bundle('await new Promise((r) => setTimeout(r, 1000)); return { html: "late", queries: [] };'), etag: '"1"' })
      .fetchImpl,
    timeoutMs: 50,
    onError,
  });
  expect(await slow('community', manifest, request)).toBeNull();
  const broken = remoteFirstViews({ fetchImpl: area({ code: 'this is not javascript(', etag: '"1"' }).fetchImpl, onError });
  expect(await broken('community', manifest, request)).toBeNull();
  expect(errors).toHaveLength(3);

  const declines = remoteFirstViews({ fetchImpl: area({ code: bundle('return null;'), etag: '"1"' }).fetchImpl, onError });
  expect(await declines('community', manifest, request)).toBeNull();
  expect(errors).toHaveLength(3);
});

describe('the page with the first view of its area', () => {
  function config() {
    return {
      ...loadConfig({ REMOTES: JSON.stringify({ community: manifest }) }),
      apiUrl: 'http://api.internal',
      publicUrl: 'https://dcic.example',
      distDir: '/nonexistent',
    };
  }
  const template =
    '<!doctype html><html lang="zh-CN"><head><title>x</title><!--dcic:head--></head><body><div id="dcic-app"></div></body></html>';
  const chrome = { renderChrome, ownerOf, styles: '' };

  it("carries the area's view in its region, its style sheet and the answers it showed", async () => {
    const code = bundle("return { html: '<h1 id=\"t\">帮助中心</h1>', queries: [[['pages', 'help', 'about'], { title: '关于' }]] };");
    const app = await buildShellApp({ config: config(), template, fetchImpl: area({ code, etag: '"1"' }).fetchImpl, chrome });
    const page = await app.inject({ url: '/help', headers: { accept: 'text/html' } });
    expect(page.body).toContain(
      '<div id="dcic-region" class="dcic-region dcic-region-reserved"><div id="dcic-area-community" class="dcic-area dcic-first-view"><h1 id="t">帮助中心</h1></div></div>',
    );
    expect(page.body).toContain('<link rel="stylesheet" href="http://cdn-c.example/community/first-view.css" />');
    const init = JSON.parse(/window.__DCIC_INIT__=(.*?)<\/script>/.exec(page.body)![1]!);
    expect(init.firstView).toEqual({ area: 'community', queries: [[['pages', 'help', 'about'], { title: '关于' }]] });
    await app.close();
  });

  it("inlines the view's style sheet when it has its text, and then does not link it", async () => {
    const code = bundle("return { html: '<h1>帮助中心</h1>', queries: [] };");
    const css = '.com-help { color: #123456 }';
    const app = await buildShellApp({ config: config(), template, fetchImpl: area({ code, etag: '"1"', css }).fetchImpl, chrome });
    const page = await app.inject({ url: '/help', headers: { accept: 'text/html' } });
    expect(page.body).toContain(`<style>${css}</style>`);
    expect(page.body).not.toContain('<link rel="stylesheet"');
    await app.close();
  });

  it('keeps the region reserved for the browser when the area cannot render', async () => {
    const code = bundle("throw new Error('no');");
    const app = await buildShellApp({ config: config(), template, fetchImpl: area({ code, etag: '"1"' }).fetchImpl, chrome });
    const page = await app.inject({ url: '/help', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="dcic-region" class="dcic-region dcic-region-reserved"></div>');
    expect(page.body).not.toContain('first-view.css');
    expect(page.body).not.toContain('"firstView"');
    await app.close();
  });
});

test('a release still loading past the limit is used by the next page, fetched once', async () => {
  let answer: (response: Response) => void = () => undefined;
  let fetched = 0;
  const fetchImpl = (async (input: string | URL) => {
    if (String(input) === cssUrl) return new Response('no', { status: 404 });
    fetched += 1;
    return new Promise<Response>((resolve) => {
      answer = resolve;
    });
  }) as typeof fetch;
  const firstView = remoteFirstViews({ fetchImpl, timeoutMs: 50, freshMs: 60_000 });
  firstView.warm(manifest);
  expect(await firstView('community', manifest, request)).toBeNull();
  answer(new Response(bundle("return { html: 'ready', queries: [] };"), { headers: { etag: '"1"' } }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await firstView('community', manifest, request))?.html).toBe('ready');
  expect(fetched).toBe(1);
});
