#!/usr/bin/env node
// Throughput of the unread-count poll: GET /api/v1/inbox/messages/unread/count for signed-in users,
// next to an empty route (/healthz, anonymous and with a token) in the same run, against ONE API
// process on PostgreSQL holding 100k users and 1M messages. The poll is measured twice: in the steady
// state (counts kept by the API between polls, as for users who poll every minute and whose inbox
// did not change) and with the kept counts cleared 100 times a second (nearly every poll reads
// PostgreSQL), so both the usual and the worst case are on record.
//
//   npm run build -w shared && npm run build -w api && npm run bench:inbox
//
// Environment: BENCH_PG (server, default postgres://postgres@127.0.0.1:5432), BENCH_USERS (100000),
// BENCH_MESSAGES (1000000), BENCH_SECONDS per route (15), BENCH_CONNECTIONS (64), BENCH_TOKENS
// (distinct signed-in users polling, 5000), BENCH_API_PORT (17170), LOG_LEVEL of the API (warn).
// A fresh database is created and dropped at the end. The SSO is stood in for by a small server in
// this process (JWKS + revocation feed), so the API verifies real EdDSA tokens and follows the feed
// exactly as in production.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { adminQuery } from './lib/pg-admin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const pg = require('pg');
const jose = require('jose');

const env = process.env;
const PG_SERVER = env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const USERS = Number(env.BENCH_USERS ?? 100_000);
const MESSAGES = Number(env.BENCH_MESSAGES ?? 1_000_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 64);
const TOKENS = Math.min(Number(env.BENCH_TOKENS ?? 5000), USERS);
const API_PORT = Number(env.BENCH_API_PORT ?? 17170);
const SSO_PORT = API_PORT + 1;
const ISSUER = 'http://bench-sso.local';
const AUDIENCE = 'dcic-platform';

const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

// ---- database ----
const dbName = `dcic_bench_${randomBytes(4).toString('hex')}`;
const admin = (sql) => adminQuery(PG_SERVER, sql);

// ---- stand-in SSO: JWKS and a revocation feed (one revoked session, as after a logout) ----
const { publicKey, privateKey } = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519' });
const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
let ssoCalls = 0;
let revocationPolls = 0;
const revoked = [
  { jti: randomUUID(), revokedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
];
const sso = createServer((req, res) => {
  ssoCalls += 1;
  const url = new URL(req.url ?? '/', 'http://sso.local');
  if (url.pathname === '/.well-known/jwks.json') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  } else if (url.pathname === '/api/revocations') {
    revocationPolls += 1;
    const since = url.searchParams.get('since');
    const list = since ? revoked.filter((entry) => entry.revokedAt >= new Date(since).toISOString()) : revoked;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 'e200', data: { revoked: list, now: new Date().toISOString() } }));
  } else {
    res.statusCode = 404;
    res.end();
  }
});
await new Promise((resolve) => sso.listen(SSO_PORT, '127.0.0.1', resolve));

function tokenFor(n, jti = randomUUID()) {
  return new jose.SignJWT({ name: `Bench ${n}`, account: `bench${n}@example.com`, phone: null, email: `bench${n}@example.com` })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(`bench-${n}`)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
}

// ---- the API: one process, production build ----
let api = null;
async function startApi(databaseUrl) {
  api = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(API_PORT),
      API_HOST: '127.0.0.1',
      SSO_URL: `http://127.0.0.1:${SSO_PORT}`,
      SSO_ISSUER: ISSUER,
      SSO_AUDIENCE: AUDIENCE,
      RATE_LIMIT_MAX: '1000000',
      PG_POOL_MAX: env.PG_POOL_MAX ?? '20',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      JOBS_WORKERS: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${API_PORT}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become ready');
}

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Bulk rows are not announced to the API's unread-count cache (nothing is cached yet anyway).
    await client.query('set session_replication_role = replica');
    log(`seeding ${USERS} users`);
    await client.query(
      `insert into users (sso_id, name, user_name, email)
       select 'bench-' || g, 'Bench ' || g, 'bench' || g, 'bench' || g || '@example.com' from generate_series(1, $1) g`,
      [USERS],
    );
    const { rows } = await client.query(`select min(id) as lo, max(id) as hi from users where sso_id like 'bench-%'`);
    const lo = Number(rows[0].lo);
    const hi = Number(rows[0].hi);
    log(`seeding ${MESSAGES} messages (about 1 in 5 unread)`);
    const batch = 250_000;
    for (let done = 0; done < MESSAGES; done += batch) {
      const n = Math.min(batch, MESSAGES - done);
      await client.query(
        `insert into inbox_messages (sender_id, receiver_id, content, created_at, read_at)
         select s, case when r = s then (case when s = $2::int then $1::int else s + 1 end) else r end,
                'bench message ' || g, now() - make_interval(secs => g),
                case when random() < 0.8 then now() end
         from (select g, ($1::int + floor(random() * ($2::int - $1::int + 1)))::int as s, ($1::int + floor(random() * ($2::int - $1::int + 1)))::int as r
               from generate_series(1, $3::int) g) x`,
        [lo, hi, n],
      );
    }
    log('building sessions from the messages');
    await client.query(`
      insert into inbox_sessions (owner_id, participator_id, snippet, last_sender_id, last_at, unread_count)
      select owner, other, 'bench', owner, max(created_at), sum(case when receiver_id = owner and read_at is null then 1 else 0 end)
      from (select sender_id as owner, receiver_id as other, created_at, receiver_id, read_at from inbox_messages
            union all select receiver_id, sender_id, created_at, receiver_id, read_at from inbox_messages) m
      group by owner, other`);
    log('seeding 200k notices');
    await client.query(
      `insert into inbox_notices (receiver_id, kind, content_zh, content_en, read_at)
       select ($1::int + floor(random() * ($2::int - $1::int + 1)))::int, 'team.join-denied', '队伍拒绝了你的申请', 'Declined', case when random() < 0.5 then now() end
       from generate_series(1, 200000)`,
      [lo, hi],
    );
    // Steady state: autovacuum would have set the visibility map that index-only counts rely on.
    await client.query('vacuum analyze');
    const counts = await client.query(
      `select (select count(*) from users) u, (select count(*) from inbox_messages) m, (select count(*) from inbox_sessions) s, (select count(*) from inbox_notices) n`,
    );
    log('rows', counts.rows[0]);
  } finally {
    await client.end();
  }
}

// ---- load: undici in a worker thread, fixed connections, latency of every request ----
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undici);
const { url, headersList, seconds, connections } = workerData;
const origin = new URL(url).origin;
const pathName = new URL(url).pathname;
const pool = new Pool(origin, { connections, pipelining: 1 });
const latencies = [];
let ok = 0, failed = 0, next = 0;
const end = Date.now() + seconds * 1000;
async function loop() {
  while (Date.now() < end) {
    const headers = headersList.length ? headersList[next++ % headersList.length] : {};
    const start = process.hrtime.bigint();
    try {
      const res = await pool.request({ origin, path: pathName, method: 'GET', headers });
      await res.body.dump();
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (res.statusCode === 200) ok++; else failed++;
    } catch { failed++; }
  }
}
Promise.all(Array.from({ length: connections }, loop)).then(async () => {
  await pool.close();
  parentPort.postMessage({ ok, failed, latencies });
});
`;

function load(url, headersList, seconds) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { url, headersList, seconds, connections: CONNECTIONS, undici: require.resolve('undici') },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function summary(name, { ok, failed, latencies }, seconds) {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    route: name,
    'req/s': Math.round((ok + failed) / seconds),
    ok,
    failed,
    'p50 ms': +at(0.5).toFixed(2),
    'p99 ms': +at(0.99).toFixed(2),
    'max ms': +at(1).toFixed(2),
  };
}

async function main() {
  await admin(`create database "${dbName}"`);
  const databaseUrl = `${PG_SERVER}/${dbName}`;
  try {
    log(`database ${dbName}; starting the API (migrations)`);
    await startApi(databaseUrl);
    await seed(databaseUrl);

    log(`signing ${TOKENS} tokens`);
    const headersList = [];
    for (let i = 0; i < TOKENS; i += 1) {
      const n = 1 + Math.floor((i * USERS) / TOKENS);
      headersList.push({ authorization: `Bearer ${await tokenFor(n)}` });
    }
    const base = `http://127.0.0.1:${API_PORT}`;
    const count = `${base}/api/v1/inbox/messages/unread/count`;
    const probe = await fetch(count, { headers: headersList[0] });
    log('probe', probe.status, await probe.text());
    if (probe.status !== 200) throw new Error('the unread count did not answer 200');
    const refused = await fetch(count, { headers: { authorization: `Bearer ${await tokenFor(1, revoked[0].jti)}` } });
    log('probe with a revoked session', refused.status);
    if (refused.status !== 401) throw new Error('a revoked session was not refused');

    // Warm-up: every token is seen once right before a measured phase, as in the steady state of
    // a poll every minute (first sight costs the EdDSA verification and a user lookup; repeats hit
    // the API's token cache and the poller's user-id cache).
    const warm = async () => {
      const started = Date.now();
      for (let i = 0; i < headersList.length; i += CONNECTIONS) {
        await Promise.all(
          headersList.slice(i, i + CONNECTIONS).map((headers) => fetch(count, { headers }).then((res) => res.arrayBuffer())),
        );
      }
      log(
        `warmed ${headersList.length} tokens in ${Date.now() - started} ms (SSO calls so far: ${ssoCalls}, of which revocation polls ${revocationPolls})`,
      );
    };
    log('warming up the JIT');
    await load(`${base}/healthz`, [], 3);
    const results = [];
    log(`measuring ${SECONDS} s per route, ${CONNECTIONS} connections`);
    results.push(summary('GET /healthz (empty route, anonymous)', await load(`${base}/healthz`, [], SECONDS), SECONDS));
    await warm();
    results.push(summary('GET /healthz (empty route, signed-in token)', await load(`${base}/healthz`, headersList, SECONDS), SECONDS));
    await warm();
    const callsBefore = ssoCalls;
    const pollsBefore = revocationPolls;
    results.push(summary('GET /api/v1/inbox/messages/unread/count', await load(count, headersList, SECONDS), SECONDS));
    log(
      `SSO calls during the measured poll phase: ${ssoCalls - callsBefore} (revocation polls: ${revocationPolls - pollsBefore}; independent of the request rate)`,
    );

    // The same poll with the API's cached counts thrown away 100 times a second (as if everybody's
    // inbox changed all the time): nearly every poll reads the two counts from PostgreSQL.
    const notifier = new pg.Client({ connectionString: databaseUrl });
    await notifier.connect();
    let churn = true;
    let clears = 0;
    const churning = (async () => {
      while (churn) {
        await notifier.query(`select pg_notify('inbox_unread', '*')`);
        clears += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    results.push(summary('GET …/unread/count, cache cleared 100×/s', await load(count, headersList, SECONDS), SECONDS));
    churn = false;
    await churning;
    await notifier.end();
    log(`cache cleared ${clears} times during that phase`);
    console.table(results);
    const target = 2700;
    const achieved = results[2]['req/s'];
    console.log(
      `unread count: ${achieved} req/s (target ${target}: one poll per user per 60 s for 160,000 online users) — ${achieved >= target ? 'MET' : 'NOT MET'} on this machine (${(await import('node:os')).cpus().length} CPUs shared by the API, PostgreSQL and the load generator)`,
    );
  } finally {
    if (api) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    sso.close();
    await admin(`drop database if exists "${dbName}" with (force)`);
    log('dropped', dbName);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
