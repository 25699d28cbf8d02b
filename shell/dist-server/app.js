"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.buildShellApp = buildShellApp;
const node_fs_1 = require("node:fs");
const node_path_1 = __importDefault(require("node:path"));
const node_crypto_1 = require("node:crypto");
const fastify_1 = __importDefault(require("fastify"));
const helmet_1 = __importDefault(require("@fastify/helmet"));
const http_proxy_1 = __importDefault(require("@fastify/http-proxy"));
const static_1 = __importDefault(require("@fastify/static"));
const config_1 = require("./config");
const locale_1 = require("./locale");
const render_index_1 = require("./render-index");
const init_object_1 = require("./init-object");
function cookieValue(header, name) {
    for (const part of header?.split(';') ?? []) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name)
            return decodeURIComponent(rest.join('='));
    }
    return undefined;
}
async function buildShellApp(options = {}) {
    const config = options.config ?? (0, config_1.loadConfig)();
    const app = (0, fastify_1.default)({ logger: options.logger ?? false, trustProxy: true, genReqId: () => (0, node_crypto_1.randomUUID)() });
    const indexFile = node_path_1.default.join(config.distDir, 'index.html');
    const template = options.template ?? ((0, node_fs_1.existsSync)(indexFile) ? (0, node_fs_1.readFileSync)(indexFile, 'utf8') : '<!doctype html><html lang="zh-CN"><head><title></title><!--dcic:head--></head><body><div id="dcic-app"></div></body></html>');
    const appTimestamp = process.env.APP_TIMESTAMP ?? String(Date.now());
    const origins = (0, config_1.remoteOrigins)(config.remotes);
    // A nonce only for scripts: with a nonce in style-src, browsers would drop 'unsafe-inline' and the
    // styles the areas inject at run time.
    // Helmet hands its directive functions the raw response, so the nonce lives there.
    app.addHook('onRequest', async (_request, reply) => {
        reply.raw.scriptNonce = (0, node_crypto_1.randomBytes)(16).toString('base64');
    });
    await app.register(helmet_1.default, {
        hsts: config.publicUrl.startsWith('https:'),
        contentSecurityPolicy: {
            directives: {
                defaultSrc: ["'self'"],
                // Exactly the configured remote origins: nothing else may run code in the page.
                scriptSrc: ["'self'", ...origins, (_req, res) => `'nonce-${res.scriptNonce}'`],
                styleSrc: ["'self'", "'unsafe-inline'", ...origins],
                connectSrc: ["'self'", ...origins],
                imgSrc: ["'self'", 'data:', 'blob:', ...origins],
                fontSrc: ["'self'", 'data:', ...origins],
                frameAncestors: ["'self'"],
                formAction: ["'self'", new URL(config.ssoPublicUrl).origin],
                upgradeInsecureRequests: null,
            },
        },
        crossOriginEmbedderPolicy: false,
    });
    await app.register(http_proxy_1.default, { upstream: config.apiUrl, prefix: '/api', rewritePrefix: '/api', http: { requestOptions: { timeout: 70_000 } } });
    await app.register(http_proxy_1.default, { upstream: config.apiUrl, prefix: '/set-language', rewritePrefix: '/set-language' });
    await app.register(http_proxy_1.default, { upstream: config.ssoUrl, prefix: '/sso/proxy', rewritePrefix: '' });
    if ((0, node_fs_1.existsSync)(config.distDir)) {
        await app.register(static_1.default, {
            root: config.distDir,
            index: false,
            wildcard: false,
            // The build writes a .gz beside each asset; browsers that accept gzip get it as is.
            preCompressed: true,
            // index.html is only ever served rendered, with the init object.
            allowedPath: (pathName) => !/(^|\/)index\.html$/.test(pathName),
            setHeaders: (res, file) => {
                res.header('Cache-Control', /\.[0-9a-f]{8,}\.\w+$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
            },
        });
    }
    app.get('/healthz', async () => ({ status: 'ok' }));
    // Re-read on every request: a remote deployed to a new address needs no shell rebuild.
    app.get('/remotes.json', async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return process.env.REMOTES || process.env.REMOTES_FILE ? (0, config_1.loadRemotes)() : config.remotes;
    });
    app.setNotFoundHandler(async (request, reply) => {
        const accept = request.headers.accept ?? '';
        if (request.method !== 'GET' || (!accept.includes('text/html') && !accept.includes('*/*'))) {
            return reply.code(404).type('text/plain').send('Not found');
        }
        const url = new URL(request.url, 'http://shell');
        if (/\.[a-z0-9]{2,5}$/i.test(url.pathname))
            return reply.code(404).type('text/plain').send('Not found');
        const locale = (0, locale_1.localeOf)(url.searchParams.get('lang') ?? undefined, cookieValue(request.headers.cookie, 'lang'));
        const headers = { 'x-lang': locale, 'request-id': String(request.id) };
        if (request.headers.cookie)
            headers.cookie = request.headers.cookie;
        const { user, unbound } = await (0, init_object_1.lookupUser)(config.apiUrl, headers, options.fetchImpl);
        if (unbound) {
            const target = `${config.ssoPublicUrl}/${locale.toLowerCase()}/phone/binding?redirect=${encodeURIComponent(config.publicUrl + request.url)}`;
            return reply.redirect(target, 302);
        }
        const init = (0, init_object_1.buildInitObject)(config, locale, user, appTimestamp);
        reply.header('Cache-Control', 'no-store');
        return reply.type('text/html; charset=utf-8').send((0, render_index_1.renderIndex)(template, locale, init, reply.raw.scriptNonce));
    });
    return app;
}
//# sourceMappingURL=app.js.map