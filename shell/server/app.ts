import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { loadConfig, loadRemotes, remoteOrigins, type ShellConfig } from './config';
import { parseCookie } from 'cookie';
import { localeOf } from './locale';
import { FAVICON, renderIndex } from './render-index';
import { visitorFingerprint } from './fingerprint';
import { buildInitObject, lookupUnread, lookupUser } from './init-object';
import { registerProxies } from './proxies';
import { CSP_REPORT_PATH, registerCspReports } from './csp-reports';
import { registerStaticFiles } from './static-files';
import { loadChromeRenderer, type ChromeRenderer } from './chrome';
import { linkHeader, remotePreloads, type Preload } from './preload';
import { remoteFirstViews, type FirstView } from './first-view';
import { AREA_VIEWS_PATH, userIdOf, type AreaView } from './area-views';

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

  /**
   * What a page of an address is made of: its language, its user, the area that owns it and that
   * area's first view (rendered by the area's own code), as the page sends it and as a move to it in
   * the browser asks for it; and, for a page, what to preload of the area.
   */
  async function pageOf(request: FastifyRequest, reply: FastifyReply, address: string, { preload }: { preload: boolean }) {
    const url = new URL(address, 'http://shell');
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
      manifest && preload ? preloadsOf(manifest) : Promise.resolve<Preload[]>([]),
    ]);
    const { fingerprint, setCookie } = visitorFingerprint(request.headers.cookie, config.publicUrl.startsWith('https:'));
    const href = config.publicUrl + url.pathname + url.search;
    const init: Record<string, unknown> = {
      ...buildInitObject(config, locale, user, config.appTimestamp),
      fingerprint,
      url: href,
      // Where a move in the browser asks for the next area's view; only a server that renders views has it.
      ...(chrome ? { areaViews: AREA_VIEWS_PATH } : {}),
    };
    const firstView = async (): Promise<FirstView | null> => {
      if (unbound || !owner || !manifest || !chrome) return null;
      // The cookie goes to a signed-in user's render alone, which is never kept for another page: a
      // visitor's view, kept and sent to the next visitors, is rendered without it.
      const cookie = user ? request.headers.cookie : undefined;
      return firstViewOf(owner, manifest, { url: href, init, apiUrl: config.apiUrl, cookie }, (work) => whenSent(reply.raw, work));
    };
    // The header's bell: a signed-in user's unread count comes with the page, asked while the view renders.
    const unread = () => (user ? lookupUnread(config.apiUrl, headers, options.fetchImpl) : Promise.resolve(null));
    return { locale, user, unbound, owner, preloads, href, init, setCookie, firstView, unread };
  }

  /** Sends a text, compressed on the thread pool for the browsers that take it (a view with antd's styles is tens of KB). */
  async function sendText(request: FastifyRequest, reply: FastifyReply, text: string) {
    reply.header('Vary', 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(text);
    return reply.header('Content-Encoding', 'gzip').send(await gzipped(text, { level: 6 }));
  }

  // A move between areas in the browser: the view of the new address that its page would carry, so
  // the page shows it while the area's script loads (docs/architecture.md, "Moves between areas").
  app.get(AREA_VIEWS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { path: address } = request.query as { path?: unknown };
    if (typeof address !== 'string' || !/^\/(?![/\\])/.test(address) || address.length > 2048) {
      return reply.code(400).type('text/plain').send('Bad request: path must be an address of this site');
    }
    // The page has loaded the shell: the area's files are the federation runtime's to fetch, no preloads.
    const page = await pageOf(request, reply, address, { preload: false });
    const view = await page.firstView();
    if (!view || !page.owner) return reply.code(204).send();
    const answer: AreaView = {
      area: page.owner,
      lang: page.locale,
      user: userIdOf(page.user),
      html: view.html,
      styles: view.styles,
      stylesheet: view.stylesheet,
      queries: view.queries,
      age: view.age,
      stale: view.stale,
    };
    reply.type('application/json; charset=utf-8');
    return sendText(request, reply, JSON.stringify(answer));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.method !== 'GET' || (!accept.includes('text/html') && !accept.includes('*/*'))) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (/\.[a-z0-9]{2,5}$/i.test(new URL(request.url, 'http://shell').pathname))
      return reply.code(404).type('text/plain').send('Not found');
    const page = await pageOf(request, reply, request.url, { preload: true });
    if (page.unbound) {
      const target = `${config.ssoPublicUrl}/${page.locale.toLowerCase()}/phone/binding?redirect=${encodeURIComponent(config.publicUrl + request.url)}`;
      return reply.redirect(target, 302);
    }
    if (page.setCookie) reply.header('Set-Cookie', page.setCookie);
    const { init, owner } = page;
    // The owning area renders its own first view, when it can; the region is reserved for its script otherwise.
    const [view, unread] = await Promise.all([page.firstView(), page.unread()]);
    if (unread) init.unread = unread;
    if (view)
      init.firstView = {
        area: owner,
        queries: view.queries,
        age: view.age,
        stale: view.stale,
        ...(view.scriptless ? { scriptless: true } : {}),
      };
    // A page that needs none of its area's code fetches none of it ahead.
    const preloads = view?.scriptless ? [] : page.preloads;
    const regionHtml = view && owner ? `<div id="dcic-area-${owner}" class="dcic-area dcic-first-view">${view.html}</div>` : null;
    let body: string | null = null;
    if (chrome) {
      try {
        body = chrome.renderChrome({ url: page.href, init, regionHtml });
      } catch (error) {
        // The browser renders the chrome itself then, as it would without a server renderer.
        request.log.error({ err: error }, 'the chrome could not be rendered on the server');
      }
    }
    if (preloads.length > 0) reply.header('Link', linkHeader(preloads));
    reply.header('Cache-Control', 'no-store');
    const html = renderIndex(template, page.locale, init, (reply.raw as NonceResponse).scriptNonce, {
      body,
      // The view's style sheet is inlined after the chrome's when the shell has its text.
      styles: [chrome?.styles, body ? view?.styles : null].filter(Boolean).join('\n'),
      preloads,
      stylesheets: body && view?.stylesheet && !view.styles ? [view.stylesheet] : [],
    });
    reply.type('text/html; charset=utf-8');
    return sendText(request, reply, html);
  });

  return app;
}
