/** @jest-environment node */
// The shell's tests see pages' schema-free zod; the server reads its environment with the real one.
jest.mock('zod', () =>
  jest.requireActual(jest.requireActual<typeof import('node:path')>('node:path').join(__dirname, '../../node_modules/zod/index.cjs')),
);
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildShellApp } from './app';
import { buildStaticApp } from './static-server';
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
    age: expect.any(Number),
    stale: false,
    scriptless: false,
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
  const firstView = remoteFirstViews({ fetchImpl, freshMs: 0, reuseMs: 200, staleMs: 0 });
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

/** Lets what is pending settle: promise jobs, and the tasks they queued. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

test("past its reuse time a visitor's view is still sent at once while it is rendered anew, then the new one; past its stale time it is rendered while the page waits", async () => {
  // Each render numbers its view, and waits for the test to let it finish.
  const gated = `"use strict";\nlet n = 0;\nexports.renderFirstView = async (request) => { const mine = ++n; await request.init.gate(); return { html: 'view ' + mine, queries: [[['k'], mine]] }; };`;
  const gates: Array<() => void> = [];
  const finishRender = async () => {
    while (gates.length === 0) await settled();
    gates.shift()!();
  };
  const page = { ...request, init: { lang: 'zh-CN', gate: () => new Promise<void>((resolve) => gates.push(resolve)) } };
  let now = 0;
  const { fetchImpl } = area({ code: gated, etag: '"1"' });
  const firstView = remoteFirstViews({ fetchImpl, freshMs: 60_000, reuseMs: 300, staleMs: 1500, clock: () => now });
  const view = () => firstView('community', manifest, page);

  const firstPage = view();
  await finishRender();
  expect(await firstPage).toMatchObject({ html: 'view 1', stale: false, age: 0 });
  now = 400;
  // Past its reuse time: the same view at once, said to be stale and as old as it is, and one render
  // begun for the next visitors (still going: it waits for the test).
  const [first, second] = await Promise.all([view(), view()]);
  expect(first).toMatchObject({ html: 'view 1', stale: true, age: 400, queries: [[['k'], 1]] });
  expect(second).toMatchObject({ html: 'view 1', stale: true });
  now = 450;
  expect(await view()).toMatchObject({ html: 'view 1', stale: true });
  await finishRender();
  await settled();
  expect(gates).toHaveLength(0);
  // The new view, as old as its render.
  now = 500;
  expect(await view()).toMatchObject({ html: 'view 2', stale: false, age: 100 });
  // Past its stale time: rendered while the page waits.
  now = 2500;
  const late = view();
  await finishRender();
  expect(await late).toMatchObject({ html: 'view 3', stale: false });
});

test('a stale view is rendered anew only once the page it was sent with has gone out', async () => {
  const counting = `"use strict";\nlet n = 0;\nexports.renderFirstView = async () => ({ html: 'view ' + ++n, queries: [] });`;
  const { fetchImpl } = area({ code: counting, etag: '"1"' });
  let now = 0;
  const firstView = remoteFirstViews({ fetchImpl, freshMs: 60_000, reuseMs: 20, staleMs: 10_000, clock: () => now });
  const pending: Array<() => void> = [];
  const html = async () => (await firstView('community', manifest, request, (work) => pending.push(work)))?.html;
  expect(await html()).toBe('view 1');
  now = 30;
  expect(await html()).toBe('view 1');
  expect(await html()).toBe('view 1');
  // One render waits for its page to go out; none has begun.
  expect(pending).toHaveLength(1);
  pending[0]!();
  await settled();
  expect(await html()).toBe('view 2');
});

test("a view that fails while it is rendered anew leaves the kept one in place, and the next visitor's page tries again", async () => {
  const flaky = `"use strict";\nlet n = 0;\nexports.renderFirstView = async () => { n += 1; if (n === 2) throw new Error('the API is away'); return { html: 'view ' + n, queries: [] }; };`;
  const { fetchImpl } = area({ code: flaky, etag: '"1"' });
  let now = 0;
  const errors: Array<[unknown, string]> = [];
  const firstView = remoteFirstViews({
    fetchImpl,
    freshMs: 60_000,
    reuseMs: 50,
    staleMs: 10_000,
    clock: () => now,
    onError: (error, area) => errors.push([error, area]),
  });
  const html = async () => (await firstView('community', manifest, request))?.html;
  expect(await html()).toBe('view 1');
  now = 60;
  expect(await html()).toBe('view 1'); // render 2 begun, and fails
  await settled();
  // The failure is reported as a page's would be.
  expect(errors).toEqual([[expect.objectContaining({ message: 'the API is away' }), 'community']]);
  now = 70;
  expect(await html()).toBe('view 1'); // render 3 begun
  await settled();
  now = 80;
  expect(await html()).toBe('view 3');
});

test("with the real fetch and an area's static server, an unchanged release is answered 304 and not evaluated again", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dcic-first-view-'));
  // Each evaluation of the bundle draws its views with a number of its own.
  writeFileSync(
    path.join(dir, 'first-view.js'),
    `"use strict";\nconst evaluation = Math.random();\nexports.renderFirstView = async () => ({ html: 'v1 ' + evaluation, queries: [] });`,
  );
  writeFileSync(path.join(dir, 'first-view.css'), 'h1 { color: red }');
  const staticApp = await buildStaticApp(dir);
  const address = await staticApp.listen({ port: 0, host: '127.0.0.1' });
  const statuses: number[] = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    if (String(input).endsWith('first-view.js')) statuses.push(response.status);
    return response;
  }) as typeof fetch;
  try {
    const firstView = remoteFirstViews({ fetchImpl, freshMs: 0, reuseMs: 0 });
    const views = new Set<string | undefined>();
    for (let page = 0; page < 3; page += 1) views.add((await firstView('community', `${address}/mf-manifest.json`, request))?.html);
    expect(statuses).toEqual([200, 304, 304]);
    expect(views.size).toBe(1);
  } finally {
    await staticApp.close();
  }
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
    expect(init.firstView).toEqual({
      area: 'community',
      queries: [[['pages', 'help', 'about'], { title: '关于' }]],
      age: expect.any(Number),
      stale: false,
    });
    await app.close();
  });

  it('preloads nothing of the area for a view that needs no script, and says so to the page', async () => {
    const scriptless = bundle("return { html: '<h1>首页</h1>', queries: [], scriptless: true };");
    const app = await buildShellApp({ config: config(), template, fetchImpl: area({ code: scriptless, etag: '"1"' }).fetchImpl, chrome });
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<div id="dcic-area-community" class="dcic-area dcic-first-view"><h1>首页</h1></div>');
    expect(page.headers.link).toBeUndefined();
    expect(page.body).not.toContain('rel="preload"');
    const init = JSON.parse(/window.__DCIC_INIT__=(.*?)<\/script>/.exec(page.body)![1]!);
    expect(init.firstView).toMatchObject({ area: 'community', scriptless: true });
    await app.close();

    // A view that needs its area's script: the area's files are preloaded (here its manifest alone, the
    // only one of its files this server has), and the page is told nothing.
    const scripted = bundle("return { html: '<h1>首页</h1>', queries: [] };");
    const other = await buildShellApp({ config: config(), template, fetchImpl: area({ code: scripted, etag: '"1"' }).fetchImpl, chrome });
    const scriptedPage = await other.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(scriptedPage.headers.link).toBe(`<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
    expect(JSON.parse(/window.__DCIC_INIT__=(.*?)<\/script>/.exec(scriptedPage.body)![1]!).firstView.scriptless).toBeUndefined();
    await other.close();
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

  it("hands a signed-in user's cookie to the area, for their own page; a visitor's view, kept for others, never has one", async () => {
    const code = bundle("return { html: '<p>' + (request.cookie ?? 'none') + '</p>', queries: [] };");
    const { fetchImpl } = area({ code, etag: '"1"' });
    let signedIn = true;
    const withUser: typeof fetch = async (input, init) =>
      String(input).endsWith('/api/users/sso') && signedIn
        ? new Response(JSON.stringify({ status: 'e200', data: { id: 100001, userName: '演示用户', name: '演示用户' } }), {
            headers: { 'content-type': 'application/json' },
          })
        : fetchImpl(input, init);
    const app = await buildShellApp({ config: config(), template, fetchImpl: withUser, chrome });
    const page = await app.inject({ url: '/help', headers: { accept: 'text/html', cookie: 'dcic_sso=t' } });
    expect(page.body).toContain('<div id="dcic-area-community" class="dcic-area dcic-first-view"><p>dcic_sso=t</p></div>');
    // A cookie without a user (an expired session, the language alone): rendered as a visitor's.
    signedIn = false;
    const expired = await app.inject({ url: '/help', headers: { accept: 'text/html', cookie: 'dcic_sso=old; lang=zh-CN' } });
    expect(expired.body).toContain('<p>none</p>');
    const visitor = await app.inject({ url: '/help', headers: { accept: 'text/html' } });
    expect(visitor.body).toContain('<p>none</p>');
    await app.close();
  });

  describe('asked for by a move between areas in the browser', () => {
    const view = (app: Awaited<ReturnType<typeof buildShellApp>>, path: unknown, headers: Record<string, string> = {}) =>
      app.inject({ url: '/_area-view', query: typeof path === 'string' ? { path } : {}, headers });

    it('answers the view its page would carry, with its styles and answers, for the page to know where to ask', async () => {
      const code = bundle(
        "return { html: '<h1>' + request.url + ' ' + request.init.lang + '</h1>', queries: [[['pages', 'help', 'faq'], { title: 'FAQ' }]] };",
      );
      const css = '.com-help { color: #123456 }';
      const { fetchImpl } = area({ code, etag: '"1"', css });
      const fetched: string[] = [];
      const recording: typeof fetch = (input, init) => {
        fetched.push(String(input));
        return fetchImpl(input, init);
      };
      const app = await buildShellApp({ config: config(), template, fetchImpl: recording, chrome });
      const answer = await view(app, '/help/faq?lang=en-US', { 'accept-encoding': 'gzip' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(answer.rawPayload).toString('utf8'));
      expect(body).toEqual({
        area: 'community',
        lang: 'en-US',
        user: null,
        html: '<h1>https://dcic.example/help/faq?lang=en-US en-US</h1>',
        styles: css,
        stylesheet: cssUrl,
        queries: [[['pages', 'help', 'faq'], { title: 'FAQ' }]],
        age: expect.any(Number),
        stale: false,
      });
      // The page that asks has its area's files coming already: nothing to preload, no manifest read.
      expect(fetched).not.toContain(manifest);
      const page = await app.inject({ url: '/help', headers: { accept: 'text/html' } });
      expect(JSON.parse(/window.__DCIC_INIT__=(.*?)<\/script>/.exec(page.body)![1]!).areaViews).toBe('/_area-view');
      await app.close();
    });

    it("is a signed-in user's own, rendered with their cookie, and never kept", async () => {
      const code = bundle("return { html: '<p>' + (request.cookie ?? 'none') + '</p>', queries: [] };");
      const { fetchImpl } = area({ code, etag: '"1"' });
      const withUser: typeof fetch = async (input, init) =>
        String(input).endsWith('/api/users/sso') && new Headers(init?.headers).get('cookie')?.includes('dcic_sso=t')
          ? Response.json({ status: 'e200', data: { id: 100001, userName: '演示用户', name: '演示用户' } })
          : fetchImpl(input, init);
      const app = await buildShellApp({ config: config(), template, fetchImpl: withUser, chrome });
      const mine = await view(app, '/help', { cookie: 'dcic_sso=t' });
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.json()).toMatchObject({ user: 100001, html: '<p>dcic_sso=t</p>' });
      expect((await view(app, '/help')).json()).toMatchObject({ user: null, html: '<p>none</p>' });
      await app.close();
    });

    it('answers 204 for an address no area renders on the server, and 400 for one that is not an address of the site', async () => {
      const code = bundle("return request.url.endsWith('/help') ? { html: '<h1>帮助</h1>', queries: [] } : null;");
      const app = await buildShellApp({ config: config(), template, fetchImpl: area({ code, etag: '"1"' }).fetchImpl, chrome });
      expect((await view(app, '/help/contact')).statusCode).toBe(204);
      expect((await view(app, '/no-area-owns-this')).statusCode).toBe(204);
      for (const path of [undefined, '', 'help', '//evil.example/help', '/\\evil.example', `/${'a'.repeat(3000)}`]) {
        const answer = await view(app, path);
        expect({ path, status: answer.statusCode }).toEqual({ path, status: 400 });
      }
      await app.close();
    });

    it('answers 204 where the area cannot render, as its page leaves the region to the browser', async () => {
      const app = await buildShellApp({
        config: config(),
        template,
        fetchImpl: area({ code: bundle("throw new Error('no');"), etag: '"1"' }).fetchImpl,
        chrome,
      });
      expect((await view(app, '/help')).statusCode).toBe(204);
      await app.close();
    });
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
