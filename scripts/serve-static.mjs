#!/usr/bin/env node
// Serves one remote's build output the way a CDN would: CORS and cross-origin resource policy for
// the shell's origin, long caching for content-hashed chunks, none for the manifest and entry that
// name them, gzip when the browser accepts it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const dir = path.resolve(args.dir ?? 'dist');
const port = Number(args.port ?? process.env.PORT ?? 8081);
const host = args.host ?? process.env.HOST ?? '127.0.0.1';

const types = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.map': 'application/json; charset=utf-8', '.woff2': 'font/woff2',
};
const compressible = new Set(['.js', '.mjs', '.json', '.css', '.html', '.svg', '.map']);
const hashed = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2)$/;
const cache = new Map();

async function load(file) {
  const info = await stat(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === info.mtimeMs) return hit;
  const body = await readFile(file);
  const entry = { mtimeMs: info.mtimeMs, body, gzip: compressible.has(path.extname(file)) ? gzipSync(body) : null };
  cache.set(file, entry);
  return entry;
}

const server = createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (urlPath === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  const file = path.join(dir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dir + path.sep)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const entry = await load(file);
    const ext = path.extname(file);
    res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? entry.gzip : entry.body;
    res.setHeader('Content-Length', body.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  }
});

server.listen(port, host, () => console.log(`static ${path.basename(path.dirname(dir))} on http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
