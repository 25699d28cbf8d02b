#!/usr/bin/env node
// npm run bench:load — the reads every visitor makes, under CONNECTIONS concurrent clients for SECONDS
// each, next to an empty route (/healthz) measured in the same run: the unread-count poll (signed in),
// a competition's leaderboard (signed in: with the caller's own row) and the home page's data. One API
// process on PostgreSQL, in a fresh database (dropped at the end) holding the demo competitions
// (`demo seed`, which imports only them on a database not declared a demo one) and, written in bulk
// SQL, USERS users with about 10 messages and 2 notices each (1 in 5 unread) and TEAMS teams on the
// credit-default competition's list A with scored submissions, as the scoring job leaves them.
// Prints req/s, p50 and p99 per route; exits 1 when any request failed (a status other than 200, a
// reset, a timeout).
//
//   npm run bench:load                # 64 clients × 30 s per route
//   npm run bench:load -- --short     # 64 clients × 5 s per route (run by npm test)
//
// Environment: BENCH_PG (server, default postgres://postgres@127.0.0.1:5432), BENCH_SECONDS per route,
// BENCH_USERS (2000), BENCH_TEAMS (500), BENCH_CONNECTIONS (64), LOG_LEVEL of the API (warn). The SSO is
// stood in for by a small server in this process (JWKS and revocation feed), so the API verifies real
// EdDSA tokens. Loopback only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRoute } from './lib/http-load.mjs';
import { adminQuery } from './lib/pg-admin.mjs';
import { startStandInSso } from './lib/stand-in-sso.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const pg = require('pg');

const env = process.env;
const short = process.argv.includes('--short');
const PG_SERVER = env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const SECONDS = Number(env.BENCH_SECONDS ?? (short ? 5 : 30));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 64);
const USERS = Number(env.BENCH_USERS ?? 2000);
const TEAMS = Math.min(Number(env.BENCH_TEAMS ?? 500), USERS);
const ISSUER = 'http://bench-sso.local';
const AUDIENCE = 'dcic-platform';
const started = Date.now();
const log = (...args) => console.log(`[load ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s]`, ...args);

// ---- stand-in SSO ----
const sso = await startStandInSso({ issuer: ISSUER, audience: AUDIENCE, hours: 2 });
const tokenFor = sso.token;

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
  // Not declared a demo database: the seed imports the demo competitions only.
  DEMO_SEED: '0',
  API_DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  API_HOST: '127.0.0.1',
  SSO_URL: sso.url,
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
    stdio: ['ignore', wait ? 'pipe' : 'inherit', wait ? 'pipe' : 'inherit'],
  });
  if (!wait) return child;
  // Its output only when it fails: the seed's refusal of a full demo on PostgreSQL is expected here.
  let out = '';
  const keep = (chunk) => {
    out += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
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

const seeded = {};

/** Users with inboxes, and teams with scored submissions on the credit-default competition's list A. */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Bulk rows are not announced to the API's caches (it has not started yet).
    await client.query('set session_replication_role = replica');
    await client.query(
      `insert into users (sso_id, name, user_name, email)
       select 'load-' || g, 'Load ' || g, 'load' || g, 'load' || g || '@example.com' from generate_series(1, $1::int) g`,
      [USERS],
    );
    const { rows } = await client.query(
      `select c.id as competition, s.id as schedule from competitions c join competition_schedules s on s.competition_id = c.id
       where c.slug = 'big-data-credit-default' order by s.sort limit 1`,
    );
    if (!rows.length) throw new Error('the demo competition big-data-credit-default was not imported');
    const competitionId = Number(rows[0].competition);
    const scheduleId = Number(rows[0].schedule);
    await client.query(
      `insert into teams (competition_id, name, captain_id, schedule_id)
       select $1, 'team ' || u.id, u.id, $2 from users u where u.sso_id like 'load-%' order by u.id limit $3`,
      [competitionId, scheduleId, TEAMS],
    );
    await client.query(
      'insert into team_members (team_id, competition_id, user_id) select id, competition_id, captain_id from teams where competition_id = $1',
      [competitionId],
    );
    await client.query(
      `insert into submissions (competition_id, schedule_id, team_id, user_id, kind, file_name, stored_name, size, status, score_a, score_b, created_at, scored_at)
       select t.competition_id, t.schedule_id, t.id, t.captain_id, 'prediction', 'p.csv', 'load-' || t.id || '-' || k || '.csv', 1000, 'scored',
              random(), random(), now() - k * interval '1 hour', now() - k * interval '1 hour'
       from teams t, generate_series(1, 4) k where t.competition_id = $1`,
      [competitionId],
    );
    await client.query(
      `insert into team_scores (team_id, schedule_id, best_a, best_a_time, best_b, best_b_time, previous_a, previous_b, valid_count, day)
       select team_id, schedule_id, max(score_a), max(scored_at), max(score_b), max(scored_at), max(score_a) * 0.99, max(score_b) * 0.99, count(*), current_date - 1
       from submissions where competition_id = $1 group by team_id, schedule_id`,
      [competitionId],
    );
    const { rows: range } = await client.query(`select min(id) as lo, max(id) as hi from users where sso_id like 'load-%'`);
    const [lo, hi] = [Number(range[0].lo), Number(range[0].hi)];
    await client.query(
      `insert into inbox_messages (sender_id, receiver_id, content, created_at, read_at)
       select s, case when r = s then (case when s = $2::int then $1::int else s + 1 end) else r end, 'load message ' || g,
              now() - make_interval(secs => g), case when random() < 0.8 then now() end
       from (select g, ($1::int + floor(random() * ($2::int - $1::int + 1)))::int as s, ($1::int + floor(random() * ($2::int - $1::int + 1)))::int as r
             from generate_series(1, $3::int) g) x`,
      [lo, hi, USERS * 5],
    );
    await client.query(`
      insert into inbox_sessions (owner_id, participator_id, snippet, last_sender_id, last_at, unread_count)
      select owner, other, 'load', owner, max(created_at), sum(case when receiver_id = owner and read_at is null then 1 else 0 end)
      from (select sender_id as owner, receiver_id as other, created_at, receiver_id, read_at from inbox_messages
            union all select receiver_id, sender_id, created_at, receiver_id, read_at from inbox_messages) m
      group by owner, other`);
    await client.query(
      `insert into inbox_notices (receiver_id, kind, content_zh, content_en, read_at)
       select ($1::int + floor(random() * ($2::int - $1::int + 1)))::int, 'team.join-denied', '队伍拒绝了你的申请', 'Declined',
              case when random() < 0.5 then now() end
       from generate_series(1, $3::int)`,
      [lo, hi, USERS * 2],
    );
    await client.query('analyze');
    Object.assign(seeded, { competitionId });
  } finally {
    await client.end();
  }
}

let api = null;
let failed = false;
try {
  await adminQuery(PG_SERVER, `create database "${dbName}"`);
  log(`importing the demo competitions into a fresh database ${dbName}`);
  log(await runTs('cli/demo.ts', ['seed', '--competitions-if-refused'], { wait: true }));
  log(`writing ${USERS} users with messages and notices, ${TEAMS} teams with scored submissions`);
  await seed(serviceEnv.DATABASE_URL);
  api = runTs('server.ts', [], { wait: false });
  const ready = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > ready) throw new Error('the API did not become ready');
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // Signed-in clients, one token each, spread over the seeded users.
  const headersList = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const n = 1 + Math.floor((i * USERS) / CONNECTIONS);
    headersList.push({ authorization: `Bearer ${await tokenFor(`load-${n}`, `load${n}@example.com`, `Load ${n}`)}` });
  }
  const { competitionId } = seeded;
  const board = `/api/competitions/${competitionId}?part=rankings&stage=0&per_size=20`;
  const rows = (await getJson(board, headersList[0])).total;
  if (rows < TEAMS) throw new Error(`the leaderboard shows ${rows} teams, not ${TEAMS}`);
  const unread = await getJson('/api/v1/inbox/messages/unread/count', headersList[0]);
  log(`demo ready: leaderboard of ${rows} teams; the first client's unread count ${JSON.stringify(unread)}`);
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
  await sso.close();
  await adminQuery(PG_SERVER, `drop database if exists "${dbName}" with (force)`).catch((error) => console.error(error.message));
  rmSync(dataDir, { recursive: true, force: true });
  log('done');
}
process.exit(failed ? 1 : 0);
