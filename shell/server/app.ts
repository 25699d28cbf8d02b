import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { loadConfig, loadRemotes, remoteOrigins, type ShellConfig } from './config';
import { parseCookie } from 'cookie';
import { localeOf } from './locale';
import { FAVICON, renderIndex } from './render-index';
import { visitorFingerprint } from './fingerprint';
import { buildInitObject, lookupUser } from './init-object';
import { registerProxies } from './proxies';
import { CSP_REPORT_PATH, registerCspReports } from './csp-reports';
import { registerStaticFiles } from './static-files';
import { loadChromeRenderer, type ChromeRenderer } from './chrome';
import { linkHeader, remotePreloads, type Preload } from './preload';
import { remoteFirstViews, type FirstView } from './first-view';

type NonceResponse = import('node:http').ServerResponse & { scriptNonce: string };

export interface ShellAppOptions {
  config?: ShellConfig;
  /** The built index.html; read from the dist folder when not given. */
  template?: string;
  fetchImpl?: typeof fetch;
  /** The chrome's server renderer; the built one beside the server when not given, none when null. */
  chrome?: ChromeRenderer | null;
  logger?: boolean | { level: string };
}

const gzipped = promisify(gzip);

/** Runs work once a response has gone out (finished, or its connection closed first). */
function whenSent(response: import('node:http').ServerResponse, work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  response.once('finish', run);
  response.once('close', run);
}

/** Does an Accept-Encoding header take gzip (`gzip` or `*`; `gzip;q=0` refuses it, whatever `*` says)? */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

export async function buildShellApp(options: ShellAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({ logger: options.logger ?? false, trustProxy: config.trustProxy, genReqId: () => randomUUID() });
  const indexFile = path.join(config.distDir, 'index.html');
  const template =
    options.template ??
    (existsSync(indexFile)
      ? readFileSync(indexFile, 'utf8')
      : '<!doctype html><html lang="zh-CN"><head><title></title><!--dcic:head--></head><body><div id="dcic-app"></div></body></html>');
  const origins = remoteOrigins(config.remotes);
  const chrome = options.chrome === undefined ? loadChromeRenderer() : options.chrome;
  const preloadsOf = remotePreloads({ fetchImpl: options.fetchImpl });
  const firstViewOf = remoteFirstViews({
    fetchImpl: options.fetchImpl,
    onError: (error, area) => app.log.warn({ err: error, area }, 'the area could not render its first view; the browser renders it'),
  });
  // Evaluating an area's bundle takes a moment: do it now rather than on its first page.
  if (chrome) for (const manifest of Object.values(config.remotes)) firstViewOf.warm(manifest);

  // Scripts: this origin, the remotes and the nonce of the init script; never 'unsafe-inline' or
  // 'unsafe-eval'. A nonce only for scripts: with a nonce in style-src, browsers would drop
  // 'unsafe-inline' and the styles the areas inject at run time (antd's CSS-in-JS).
  // Violations are reported to the site's own collector (csp-reports.ts).
  // Helmet hands its directive functions the raw response, so the nonce lives there.
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as NonceResponse).scriptNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    hsts: config.publicUrl.startsWith('https:'),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Exactly the configured remote origins: nothing else may run code in the page.
        scriptSrc: ["'self'", ...origins, (_req, res) => `'nonce-${(res as NonceResponse).scriptNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'", ...origins],
        connectSrc: ["'self'", ...origins],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins],
        fontSrc: ["'self'", 'data:', ...origins],
        frameAncestors: ["'self'"],
        formAction: ["'self'", new URL(config.ssoPublicUrl).origin],
        upgradeInsecureRequests: null,
        // report-uri alone: with report-to present, Chromium ignores report-uri and hands the reports to
        // its Reporting API, which delivers them in delayed batches (none arrived within minutes in the
        // browser tests); report-uri reports arrive at once, in every browser.
        reportUri: [CSP_REPORT_PATH],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Pages the services behind the proxies serve (the API's documentation) come with their own policy;
  // their violations are reported to the same collector.
  app.addHook('onSend', async (_request, reply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !/(^|;)\s*report-uri\s/.test(csp)) {
      reply.header('content-security-policy', `${csp.replace(/;\s*$/, '')}; report-uri ${CSP_REPORT_PATH}`);
    }
  });
  await registerCspReports(app, { readToken: config.cspReportsToken });

  await registerProxies(app, config);

  if (existsSync(config.distDir)) {
    await registerStaticFiles(app, {
      root: config.distDir,
      // Pages are no files: any other path falls through to the rendered page below.
      wildcard: false,
      // index.html is only ever served rendered, with the init object.
      allowedPath: (pathName: string) => !/(^|\/)index\.html$/.test(pathName),
    });
  }

  app.get('/healthz', async () => ({ status: 'ok' }));
  // Every page links the icon; what a browser shows without a page (a file, an API answer) asks here.
  app.get('/favicon.ico', async (_request, reply) => reply.redirect(FAVICON, 301));
  // Re-read on every request: a remote deployed to a new address needs no shell rebuild.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return process.env.REMOTES || process.env.REMOTES_FILE ? loadRemotes() : config.remotes;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.method !== 'GET' || (!accept.includes('text/html') && !accept.includes('*/*'))) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const url = new URL(request.url, 'http://shell');
    if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return reply.code(404).type('text/plain').send('Not found');
    const locale = localeOf(
      url.searchParams.get('lang') ?? undefined,
      request.headers.cookie ? parseCookie(request.headers.cookie).lang : undefined,
    );
    const headers: Record<string, string> = { 'x-lang': locale, 'request-id': String(request.id) };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    // The area that owns the address is known now: its files are looked up while the API is asked for the user.
    const owner = chrome?.ownerOf(url.pathname) ?? null;
    const manifest = owner ? config.remotes[owner] : undefined;
    const [{ user, unbound }, preloads] = await Promise.all([
      lookupUser(config.apiUrl, headers, options.fetchImpl),
      manifest ? preloadsOf(manifest) : Promise.resolve<Preload[]>([]),
    ]);
    if (unbound) {
      const target = `${config.ssoPublicUrl}/${locale.toLowerCase()}/phone/binding?redirect=${encodeURIComponent(config.publicUrl + request.url)}`;
      return reply.redirect(target, 302);
    }
    const { fingerprint, setCookie } = visitorFingerprint(request.headers.cookie, config.publicUrl.startsWith('https:'));
    if (setCookie) reply.header('Set-Cookie', setCookie);
    const href = config.publicUrl + request.url;
    const init: Record<string, unknown> = { ...buildInitObject(config, locale, user, config.appTimestamp), fingerprint, url: href };
    // The owning area renders its own first view, when it can; the region is reserved for its script otherwise.
    let view: FirstView | null = null;
    if (owner && manifest && chrome) {
      // The cookie goes to a signed-in user's render alone, which is never kept for another page: a
      // visitor's view, kept and sent to the next visitors, is rendered without it.
      const cookie = user ? request.headers.cookie : undefined;
      view = await firstViewOf(owner, manifest, { url: href, init, apiUrl: config.apiUrl, cookie }, (work) => whenSent(reply.raw, work));
      if (view) init.firstView = { area: owner, queries: view.queries, age: view.age, stale: view.stale };
    }
    const regionHtml = view && owner ? `<div id="dcic-area-${owner}" class="dcic-area dcic-first-view">${view.html}</div>` : null;
    let body: string | null = null;
    if (chrome) {
      try {
        body = chrome.renderChrome({ url: href, init, regionHtml });
      } catch (error) {
        // The browser renders the chrome itself then, as it would without a server renderer.
        request.log.error({ err: error }, 'the chrome could not be rendered on the server');
      }
    }
    if (preloads.length > 0) reply.header('Link', linkHeader(preloads));
    reply.header('Cache-Control', 'no-store');
    const page = renderIndex(template, locale, init, (reply.raw as NonceResponse).scriptNonce, {
      body,
      // The view's style sheet is inlined after the chrome's when the shell has its text.
      styles: [chrome?.styles, body ? view?.styles : null].filter(Boolean).join('\n'),
      preloads,
      stylesheets: body && view?.stylesheet && !view.styles ? [view.stylesheet] : [],
    });
    reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    // A page with its first view carries that view's styles (antd's, tens of KB): compressed, on the
    // thread pool, for the browsers that take it.
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(page);
    return reply.header('Content-Encoding', 'gzip').send(await gzipped(page, { level: 6 }));
  });

  return app;
}
