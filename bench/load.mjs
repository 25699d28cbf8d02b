#!/usr/bin/env node
// npm run bench:load — the reads every visitor makes, under CONNECTIONS concurrent clients for SECONDS
// each, next to an empty route (/healthz) measured in the same run: the unread-count poll (signed in),
// a competition's leaderboard (signed in: with the caller's own row) and the home page's data. One API
// process on PostgreSQL, in a fresh database holding the demo (`demo seed --size small`: competitions,
// teams with scored submissions, messages and notices of the README accounts), dropped at the end.
// Prints req/s, p50 and p99 per route; exits 1 when any request failed (a status other than 200, a
// reset, a timeout).
//
//   npm run bench:load                # 64 clients × 30 s per route
//   npm run bench:load -- --short     # 64 clients × 10 s per route (run by npm test)
//
// Environment: BENCH_PG (server, default postgres://postgres@127.0.0.1:5432), BENCH_SECONDS per route, BENCH_CONNECTIONS (64), LOG_LEVEL of the API (warn). The SSO is
// stood in for by a small server in this process (JWKS, revocation feed, and the login the demo seed
// uses to learn the README accounts' identities), so the API verifies real EdDSA tokens. Loopback only.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRoute } from './lib/http-load.mjs';
import { adminQuery } from './lib/pg-admin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const jose = require('jose');

const env = process.env;
const short = process.argv.includes('--short');
const PG_SERVER = env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const SECONDS = Number(env.BENCH_SECONDS ?? (short ? 10 : 30));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 64);
const ISSUER = 'http://bench-sso.local';
const AUDIENCE = 'dcic-platform';
const README_ACCOUNTS = ['13800000001', 'demo@dcic.example', '13800000002'];
const started = Date.now();
const log = (...args) => console.log(`[load ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s]`, ...args);

// ---- stand-in SSO ----
const { publicKey, privateKey } = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519' });
const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
const tokenFor = (sub, account, name) =>
  new jose.SignJWT({ name, account, phone: account.includes('@') ? null : account, email: account.includes('@') ? account : null })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
const readmeSub = (account) => `load-readme-${account}`;

const sso = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sso.local');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/.well-known/jwks.json') return res.end(JSON.stringify({ keys: [jwk] }));
  if (url.pathname === '/api/revocations') {
    return res.end(JSON.stringify({ status: 'e200', data: { revoked: [], now: new Date().toISOString() } }));
  }
  if (url.pathname === '/api/logout') return res.end(JSON.stringify({ status: 'e200', data: null }));
  if (url.pathname === '/api/login' && req.method === 'POST') {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const { account } = JSON.parse(body || '{}');
      const token = await tokenFor(readmeSub(account), account, `Demo ${account}`);
      res.end(JSON.stringify({ status: 'e200', data: { token } }));
    });
    return undefined;
  }
  res.statusCode = 404;
  return res.end('{}');
});
await new Promise((resolve) => sso.listen(0, '127.0.0.1', resolve));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'dcic-load-'));
const dbName = `dcic_load_${randomBytes(4).toString('hex')}`;
const apiPort = await freePort();
const base = `http://127.0.0.1:${apiPort}`;
const serviceEnv = {
  ...env,
  NODE_ENV: 'production',
  DATABASE_URL: `${PG_SERVER}/${dbName}`,
  // A demo database by declaration: the seed refuses any other PostgreSQL database.
  DEMO_SEED: '1',
  // Nothing is uploaded: no scoring.
  SCORING_IN_API: '0',
  API_DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  API_HOST: '127.0.0.1',
  SSO_URL: `http://127.0.0.1:${sso.address().port}`,
  SSO_ISSUER: ISSUER,
  SSO_AUDIENCE: AUDIENCE,
  // One client address makes every request here: the per-address limit is not what is measured.
  RATE_LIMIT_MAX: '1000000',
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
};

function runTs(script, args, { wait }) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', script), ...args], {
    cwd: path.join(root, 'api'),
    env: serviceEnv,
    stdio: ['ignore', wait ? 'pipe' : 'inherit', 'inherit'],
  });
  if (!wait) return child;
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim().split('\n').pop()) : reject(new Error(`${script} exited ${code}: ${out}`)),
    ),
  );
}

async function getJson(route, headers = {}) {
  const response = await fetch(`${base}${route}`, { headers });
  if (response.status !== 200) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

let api = null;
let failed = false;
try {
  await adminQuery(PG_SERVER, `create database "${dbName}"`);
  log(`seeding the demo (small) into a fresh database ${dbName}`);
  log(await runTs('cli/demo.ts', ['seed', '--size', 'small'], { wait: true }));
  api = runTs('server.ts', [], { wait: false });
  const ready = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > ready) throw new Error('the API did not become ready');
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // Signed-in clients: the README accounts (with the demo's messages, notices and teams) and users
  // the API meets for the first time (empty inboxes), one token each.
  const headersList = [];
  for (const account of README_ACCOUNTS) {
    headersList.push({ authorization: `Bearer ${await tokenFor(readmeSub(account), account, `Demo ${account}`)}` });
  }
  for (let i = headersList.length; i < CONNECTIONS; i += 1) {
    headersList.push({ authorization: `Bearer ${await tokenFor(`load-${i}`, `load${i}@example.com`, `Load ${i}`)}` });
  }
  // The demo competition whose current leaderboard is the longest.
  const competitions = (await getJson('/api/competitions?per_page=100')).cmpt.competitions;
  let board = null;
  let rows = -1;
  for (const { id } of competitions) {
    const total = (await getJson(`/api/competitions/${id}?part=rankings`, headersList[0])).total;
    if (total > rows) [board, rows] = [`/api/competitions/${id}?part=rankings`, total];
  }
  if (!board || rows <= 0) throw new Error('no demo leaderboard has any team');
  const unread = await getJson('/api/v1/inbox/messages/unread/count', headersList[0]);
  log(`demo ready: leaderboard of ${rows} teams; the first README account's unread count ${JSON.stringify(unread)}`);
  // Every token seen once, as in the steady state of users who poll every minute.
  await Promise.all(headersList.map((headers) => getJson('/api/v1/inbox/messages/unread/count', headers)));

  const routes = [
    ['GET /healthz (empty route)', `${base}/healthz`, []],
    ['GET /api/v1/inbox/messages/unread/count (signed in)', `${base}/api/v1/inbox/messages/unread/count`, headersList],
    [`GET ${board} (signed in)`, `${base}${board}`, headersList],
    ['GET /api/content/home', `${base}/api/content/home`, []],
  ];
  log('warming up');
  await loadRoute('warm-up', `${base}/healthz`, { seconds: 2, connections: CONNECTIONS });
  log(`measuring ${CONNECTIONS} concurrent clients × ${SECONDS} s per route`);
  const results = [];
  for (const [name, url, list] of routes) {
    results.push(await loadRoute(name, url, { headersList: list, seconds: SECONDS, connections: CONNECTIONS }));
  }
  console.table(results.map(({ samples, ...row }) => row));
  for (const { route, errors, samples } of results) {
    if (errors > 0) {
      failed = true;
      console.error(`${route}: ${errors} errors, e.g. ${samples.join(' | ')}`);
    }
  }
  console.log(
    `${failed ? 'FAILED' : 'ok'}: ${results.reduce((n, r) => n + r.ok + r.errors, 0)} requests, ${results.reduce((n, r) => n + r.errors, 0)} errors (${availableParallelism()} CPUs shared by the API and the load generator)`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (api) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  sso.close();
  await adminQuery(PG_SERVER, `drop database if exists "${dbName}" with (force)`).catch((error) => console.error(error.message));
  rmSync(dataDir, { recursive: true, force: true });
  log('done');
}
process.exit(failed ? 1 : 0);
