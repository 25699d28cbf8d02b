/** @jest-environment node */
// The shell's tests see pages' schema-free zod; the server reads its environment with the real one.
jest.mock('zod', () =>
  jest.requireActual(jest.requireActual<typeof import('node:path')>('node:path').join(__dirname, '../../node_modules/zod/index.cjs')),
);
import { buildShellApp } from './app';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadChromeRenderer, type ChromeRenderer } from './chrome';
import { loadConfig } from './config';
import { preloadsOf, remotePreloads } from './preload';
import { ownerOf, renderChrome } from '../src/server-render';

const template =
  '<!doctype html><html lang="zh-CN"><head><title>x</title><!--dcic:head--></head><body><div id="dcic-app"></div></body></html>';

const chrome: ChromeRenderer = { renderChrome, ownerOf, styles: '.dcic-header{color:red}' };

const community = 'http://cdn-c.example/community/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'app',
      path: './app',
      assets: {
        js: { sync: ['__federation_expose_app.0a1b2c3d4e.js', '42.9f8e7d6c5b.js'], async: ['7.1.js'] },
        css: { sync: ['__federation_expose_app.5e6f7a8b9c.css'], async: ['7.2.css'] },
      },
    },
  ],
};

const noUnread = () => Response.json({ status: 'e40100', errno: 'e40100', message: 'sign in' }, { status: 401 });

/** The API (the user lookup, the unread count) and the remotes' servers (their manifests), as the shell server reaches them. */
function services(
  user: unknown,
  manifests: Record<string, unknown> = { [community]: manifest },
  unread: () => Response | Promise<Response> = noUnread,
) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    if (url.endsWith('/api/v1/inbox/messages/unread/count')) return unread();
    if (url.endsWith('/api/users/sso')) {
      return user
        ? Response.json({ status: 'e200', data: user })
        : Response.json({ status: 'e40100', errno: 'e40100', message: 'sign in' }, { status: 401 });
    }
    if (url in manifests) return Response.json(manifests[url]);
    return new Response('no', { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

function config() {
  return {
    ...loadConfig({ REMOTES: JSON.stringify({ community, competitions: 'http://cdn-a.example/mf-manifest.json' }) }),
    apiUrl: 'http://api.internal',
    publicUrl: 'https://dcic.example',
    distDir: '/nonexistent',
  };
}

const mountPoint = (body: string) => /<div id="dcic-app">([\s\S]*)<\/div>\s*<\/body>/.exec(body)?.[1] ?? '';

describe('the page rendered on the server', () => {
  it('carries the header, footer and side bar in the language of the lang cookie, with the styles inlined', async () => {
    const { fetchImpl } = services(null);
    const app = await buildShellApp({ config: config(), template, fetchImpl, chrome });
    const zh = await app.inject({ url: '/information', headers: { accept: 'text/html' } });
    const en = await app.inject({ url: '/information', headers: { accept: 'text/html', cookie: 'lang=en-US' } });
    expect(mountPoint(zh.body)).toContain('<header class="dcic-header">');
    expect(mountPoint(zh.body)).toContain('数字中国创新大赛');
    expect(mountPoint(zh.body)).toContain('<footer class="dcic-footer">');
    expect(mountPoint(zh.body)).toContain('<aside class="dcic-side-bar"');
    expect(mountPoint(en.body)).toContain('Digital China Innovation Contest');
    expect(mountPoint(en.body)).not.toContain('数字中国创新大赛');
    expect(en.body).toContain('<html lang="en-US">');
    // A visitor: the login link returns to this page on the public address.
    expect(mountPoint(en.body)).toContain(encodeURIComponent('https://dcic.example/information'));
    expect(zh.body).toContain('<style>.dcic-header{color:red}</style>');
    // The area's region is there, empty and reserved for the area's script.
    expect(mountPoint(zh.body)).toContain('<div id="dcic-region" class="dcic-region dcic-region-reserved"></div>');
    await app.close();
  });

  it("shows the signed-in user's name, escaped", async () => {
    const { fetchImpl } = services({ id: 7, userId: 'sso-7', name: '<img src=x onerror=alert(1)>&Ada' });
    const app = await buildShellApp({ config: config(), template, fetchImpl, chrome });
    const page = await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'dcic_sso=t' } });
    const body = mountPoint(page.body);
    expect(body).toContain('<span class="dcic-user-name">&lt;img src=x onerror=alert(1)&gt;&amp;Ada</span>');
    expect(body).not.toContain('<img src=x');
    expect(page.body).not.toMatch(/<img src=x/);
    await app.close();
  });

  it("shows a signed-in user's unread count on the bell, and the bell without a dot when the API does not answer", async () => {
    const user = { id: 7, userId: 'sso-7', name: 'Ada' };
    const counted = services(user, undefined, () => Response.json({ status: 'e200', data: { count: 3, messages: 1, notices: 2 } }));
    let app = await buildShellApp({ config: config(), template, fetchImpl: counted.fetchImpl, chrome });
    let page = await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'dcic_sso=t' } });
    expect(mountPoint(page.body)).toMatch(/<button[^>]*class="dcic-bell"[^>]*aria-label="消息与通知"[^>]*>/);
    expect(mountPoint(page.body)).toContain('<span class="dcic-bell-dot" role="status" aria-label="3 条未读"></span>');
    // The page's script reads the same count (its hydration matches the HTML).
    expect(page.body).toContain('"unread":{"count":3,"messages":1,"notices":2}');
    await app.close();

    for (const unread of [
      () => Response.json({ status: 'e50300', errno: 'e50300', message: 'busy' }, { status: 503 }),
      () => Response.json({ status: 'e200', data: { count: -1, messages: 0, notices: 0 } }),
      () => new Response('<html>proxy error</html>', { status: 502 }),
    ]) {
      app = await buildShellApp({ config: config(), template, fetchImpl: services(user, undefined, unread).fetchImpl, chrome });
      page = await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'dcic_sso=t' } });
      expect(mountPoint(page.body)).toContain('class="dcic-bell"');
      expect(mountPoint(page.body)).not.toContain('dcic-bell-dot');
      expect(page.body).not.toContain('"unread"');
      await app.close();
    }

    // A visitor's page asks for no count.
    const visitor = services(null);
    app = await buildShellApp({ config: config(), template, fetchImpl: visitor.fetchImpl, chrome });
    page = await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'dcic_sso=stale' } });
    expect(page.statusCode).toBe(200);
    expect(visitor.asked.some((url) => url.includes('/unread/count'))).toBe(false);
    expect(mountPoint(page.body)).not.toContain('dcic-bell');
    await app.close();
  });

  it("renders the shell's own 404 page with its heading", async () => {
    const { fetchImpl, asked } = services(null);
    const app = await buildShellApp({ config: config(), template, fetchImpl, chrome });
    const page = await app.inject({ url: '/no-such-place', headers: { accept: 'text/html' } });
    expect(mountPoint(page.body)).toMatch(/<h1 id="dcic-error-title">[^<]+<\/h1>/);
    expect(page.headers.link).toBeUndefined();
    expect(asked.some((url) => url.includes('mf-manifest'))).toBe(false);
    await app.close();
  });

  it("preloads the owning area's manifest, entry, first chunks and style sheets, in the head and in a Link header", async () => {
    const { fetchImpl, asked } = services(null);
    const app = await buildShellApp({ config: config(), template, fetchImpl, chrome });
    const page = await app.inject({ url: '/help/about', headers: { accept: 'text/html' } });
    const base = 'http://cdn-c.example/community/';
    expect(page.body).toContain(`<link rel="preload" href="${community}" as="fetch" crossorigin="anonymous" />`);
    expect(page.body).toContain(`<link rel="preload" href="${base}remoteEntry.js" as="script" />`);
    expect(page.body).toContain(`<link rel="preload" href="${base}__federation_expose_app.0a1b2c3d4e.js" as="script" />`);
    expect(page.body).toContain(`<link rel="preload" href="${base}42.9f8e7d6c5b.js" as="script" />`);
    expect(page.body).toContain(`<link rel="preload" href="${base}__federation_expose_app.5e6f7a8b9c.css" as="style" />`);
    expect(page.body).not.toContain('7.1.js');
    expect(page.body).not.toContain('7.2.css');
    expect(page.body).not.toContain('cdn-a.example/remoteEntry');
    expect(page.headers.link).toBe(
      `<${community}>; rel=preload; as=fetch; crossorigin=anonymous, <${base}remoteEntry.js>; rel=preload; as=script, ` +
        `<${base}__federation_expose_app.0a1b2c3d4e.js>; rel=preload; as=script, <${base}42.9f8e7d6c5b.js>; rel=preload; as=script, ` +
        `<${base}__federation_expose_app.5e6f7a8b9c.css>; rel=preload; as=style`,
    );
    // Read once, then reused while fresh.
    await app.inject({ url: '/information', headers: { accept: 'text/html' } });
    expect(asked.filter((url) => url === community)).toHaveLength(1);
    await app.close();
  });

  it('preloads only the manifest of a remote that does not answer, and still renders', async () => {
    const { fetchImpl } = services(null, {});
    const app = await buildShellApp({ config: config(), template, fetchImpl, chrome });
    const page = await app.inject({ url: '/help', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers.link).toBe(`<${community}>; rel=preload; as=fetch; crossorigin=anonymous`);
    expect(mountPoint(page.body)).toContain('<header class="dcic-header">');
    await app.close();
  });

  it('falls back to the page the browser renders when the chrome cannot be rendered', async () => {
    const { fetchImpl } = services(null);
    const broken: ChromeRenderer = {
      ...chrome,
      renderChrome: () => {
        throw new Error('render failed');
      },
    };
    const app = await buildShellApp({ config: config(), template, fetchImpl, chrome: broken });
    const page = await app.inject({ url: '/help', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="dcic-app"></div>');
    expect(page.body).toContain('window.__DCIC_INIT__=');
    await app.close();
  });
});

test('a manifest with a public path of its own puts the files there', () => {
  expect(
    preloadsOf('https://a.example/m/mf-manifest.json', {
      metaData: { publicPath: 'https://cdn.example/x/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      exposes: [],
    }).map((link) => link.href),
  ).toEqual(['https://a.example/m/mf-manifest.json', 'https://cdn.example/x/entry/remoteEntry.js']);
});

test("the server takes the chrome's bundle and style sheet from beside itself, and does without when there is none", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dcic-chrome-'));
  expect(loadChromeRenderer(dir)).toBeNull();
  writeFileSync(
    path.join(dir, 'chrome-bundle.js'),
    'module.exports = { renderChrome: () => "<header></header>", ownerOf: () => "community" };',
  );
  writeFileSync(path.join(dir, 'chrome.css'), '.a{}');
  const loaded = loadChromeRenderer(dir);
  expect(loaded?.renderChrome({ url: 'https://x.example/', init: {} })).toBe('<header></header>');
  expect(loaded?.ownerOf('/')).toBe('community');
  expect(loaded?.styles).toBe('.a{}');
});

test('a remote that stops answering is preloaded by its manifest alone, a slow one by the files last read', async () => {
  let answer: 'ok' | 'refused' | 'slow' = 'ok';
  const fetchImpl = (async () => {
    if (answer === 'refused') throw new TypeError('fetch failed');
    if (answer === 'slow') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    return Response.json(manifest);
  }) as typeof fetch;
  const preloads = remotePreloads({ fetchImpl, freshMs: 0 });
  const all = preloadsOf(community, manifest);
  expect(await preloads(community)).toEqual(all);
  // Down: a failed preload of its entry would be taken for the entry once it is back.
  answer = 'refused';
  expect(await preloads(community)).toEqual([{ href: community, as: 'fetch' }]);
  answer = 'ok';
  expect(await preloads(community)).toEqual(all);
  answer = 'slow';
  expect(await preloads(community)).toEqual(all);
});
