#!/usr/bin/env node
// npm run bench:deadline — the last hour before a deadline, against PostgreSQL with the API and the
// scoring workers as separate processes: TEAMS teams each upload a prediction file of ROWS rows within
// WINDOW seconds while BOARD_USERS signed-in users refresh the leaderboard every 10 s and POLLERS
// users poll their unread count. Prints queue depth and upload→score latency over time, the p95 from
// upload to score, each read route's p99 next to its idle value (same clients, before the uploads),
// and checks at the end: every file scored exactly once (none stuck, none lost, none counted twice
// against a quota), refused uploads refused by the quota, the board equal to the scores. Exits 1 when
// a check fails.
//
//   npm run bench:deadline                 # full: 2,000 teams × 100k rows in 10 min, 500 board users, 5,000 pollers
//   npm run bench:deadline -- --short      # a few hundred small files in about a minute (run by npm test)
//
// Environment: BENCH_PG (server, default postgres://postgres@127.0.0.1:5432), TEAMS, ROWS, WINDOW (s),
// BOARD_USERS, POLLERS, POLL_EVERY (s, 30), EMPTY_USERS (clients of /healthz every second, the
// reference: what the machine alone adds to a route's p99 in the rush), WORKERS (scoring processes, 1),
// BENCH_PROFILE_DIR (a CPU profile of the API process, written there when it stops), SCORING_THREADS (per
// worker, the API's default), IDLE (s of reads before the uploads), DRAIN_LIMIT (s to wait for the
// queue to empty after the window). The teams' files are written to disk before the rush and sent
// from there, as teams send files they made on their own machines. A fresh database is created and dropped at the end; the SSO is
// stood in for by a small server in this process (JWKS + revocation feed). Loopback only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startStandInSso } from './lib/stand-in-sso.mjs';
import { writeRows } from './lib/write-rows.mjs';
import { adminQuery } from './lib/pg-admin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const pg = require('pg');

const env = process.env;
const short = process.argv.includes('--short');
const num = (name, full, small) => Number(env[name] ?? (short ? small : full));
const PG_SERVER = env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const TEAMS = num('TEAMS', 2000, 300);
const ROWS = num('ROWS', 100_000, 1000);
const WINDOW = num('WINDOW', 600, 30);
const BOARD_USERS = num('BOARD_USERS', 500, 50);
const POLLERS = num('POLLERS', 5000, 300);
const BOARD_EVERY = 10;
const POLL_EVERY = num('POLL_EVERY', 30, 10);
const EMPTY_USERS = num('EMPTY_USERS', 50, 10);
const WORKERS = num('WORKERS', 1, 1);
const IDLE = num('IDLE', 60, 10);
const DRAIN_LIMIT = num('DRAIN_LIMIT', 900, 120);
const SAMPLE_EVERY = short ? 5 : 30;
// Every 10th team tries a second file while its first is still counted: the quota (1) refuses it.
const SECOND_TRY_EVERY = 10;
// Every 25th team uploads a malformed file: it ends failed and counts against the error quota only.
const MALFORMED_EVERY = 25;
const SLUG = 'big-data-credit-default';
const ISSUER = 'http://bench-sso.local';
const AUDIENCE = 'dcic-platform';

const log = (...args) => console.log(`[deadline ${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const failures = [];
function check(ok, what) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

// ---- database and folders ----
const dbName = `dcic_deadline_${randomBytes(4).toString('hex')}`;
const databaseUrl = `${PG_SERVER}/${dbName}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'dcic-deadline-'));
// The teams' files, written before the rush: in a real rush they are made on the teams' machines, so
// making them here during the window would only take the cores from the services being measured.
const filesDir = mkdtempSync(path.join(tmpdir(), 'dcic-deadline-files-'));
const admin = (sql) => adminQuery(PG_SERVER, sql);

// ---- stand-in SSO ----
const sso = await startStandInSso({ issuer: ISSUER, audience: AUDIENCE });
const token = (n) => sso.token(`bench-${n}`, `bench${n}@example.com`, `Bench ${n}`);

// ---- processes: the API (queues only) and the scoring workers ----
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const apiPort = await freePort();
const base = `http://127.0.0.1:${apiPort}`;
const serviceEnv = {
  ...env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  API_DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  API_HOST: '127.0.0.1',
  SSO_URL: sso.url,
  SSO_ISSUER: ISSUER,
  SSO_AUDIENCE: AUDIENCE,
  RATE_LIMIT_MAX: '1000000',
  PG_POOL_MAX: env.PG_POOL_MAX ?? '20',
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
};
const children = [];
function startProcess(name, script, extraEnv = {}) {
  const prof = env.BENCH_PROFILE_DIR && name === 'api' ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', path.join(root, 'api', 'src', script)], {
    cwd: path.join(root, 'api'),
    env: { ...serviceEnv, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.benchName = name;
  child.once('exit', (code, signal) => {
    child.exited = true;
    if (!child.stopping) failures.push(`${name} exited early (${code ?? signal})`);
  });
  children.push(child);
  return child;
}
async function stopAll() {
  await Promise.all(
    children.map(async (child) => {
      if (child.exited) return;
      child.stopping = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      if ((await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)])) === false) child.kill('SIGKILL');
    }),
  );
}
function runOnce(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', script), ...args], {
      cwd: path.join(root, 'api'),
      env: serviceEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} exited with ${code}`))));
  });
}

// ---- files ----
function rand(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}
const truthRandom = rand(7);
const truth = Array.from({ length: ROWS }, () => (truthRandom() < 0.3 ? 1 : 0));
const rowId = (i) => `c${(i * 7919) % 10_000_019}`;
/** Team k's file: its ids in an order of its own, probabilities the better the larger k's skill. */
function predictionOf(k) {
  const r = rand(k + 11);
  const skill = 0.1 + 0.8 * r();
  const offset = Math.floor(r() * ROWS);
  const lines = ['id,target'];
  for (let j = 0; j < ROWS; j++) {
    const i = (offset + j) % ROWS;
    const p = Math.min(1, Math.max(0, truth[i] * skill + r() * (1 - skill)));
    lines.push(`${rowId(i)},${k % MALFORMED_EVERY === 7 && j === ROWS >> 1 ? 'not-a-number' : p.toFixed(5)}`);
  }
  return `${lines.join('\n')}\n`;
}

// ---- readers: board and unread count, in a thread of their own so uploads do not skew them ----
const READERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undici);
const { base, board, unread, empty, boardEvery, pollEvery } = workerData;
const pool = new Pool(base, { connections: 64, pipelining: 1 });
let phase = 'warmup';
let running = true;
const phaseSamples = () => ({ board: [], unread: [], empty: [], boardFailed: 0, unreadFailed: 0, emptyFailed: 0 });
const samples = { warmup: phaseSamples(), idle: phaseSamples(), rush: phaseSamples() };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function user(route, headers, everyMs) {
  await sleep(Math.random() * everyMs);
  while (running) {
    const started = performance.now();
    const bucket = samples[phase];
    try {
      const res = await pool.request({ path: route.path, method: 'GET', headers });
      await res.body.dump();
      if (res.statusCode === 200) bucket[route.name].push(performance.now() - started);
      else bucket[route.name + 'Failed']++;
    } catch { bucket[route.name + 'Failed']++; }
    const wait = everyMs - (performance.now() - started);
    if (wait > 0) await sleep(wait);
  }
}
const loops = [
  ...board.tokens.map((t) => user({ name: 'board', path: board.path }, { authorization: 'Bearer ' + t }, boardEvery * 1000)),
  ...unread.tokens.map((t) => user({ name: 'unread', path: unread.path }, { authorization: 'Bearer ' + t }, pollEvery * 1000)),
  ...Array.from({ length: empty.users }, () => user({ name: 'empty', path: empty.path }, {}, empty.everyMs)),
];
parentPort.on('message', async (message) => {
  if (message === 'idle' || message === 'rush') phase = message;
  if (message === 'stop') {
    running = false;
    await Promise.all(loops);
    await pool.close();
    parentPort.postMessage(samples);
  }
});
`;

// ---- the run ----
const uploads = []; // { team, id, status, errno, at, expect }
const fileOf = (k) => path.join(filesDir, `${k}.csv`);
/**
 * Written through to the disk before the reads begin: left to the page cache, the files (3.5 GB in
 * the full form) are written back during the idle reads, and the reference is no longer idle.
 */
async function writeToDisk(file, text) {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
/** Team k's file, and its second try's where it makes one. */
async function writeFiles() {
  for (let k = 1; k <= TEAMS; k++) {
    await writeToDisk(fileOf(k), predictionOf(k));
    if (k % SECOND_TRY_EVERY === 0) await writeToDisk(fileOf(k + TEAMS * 10), predictionOf(k + TEAMS * 10));
  }
}
async function upload(k, captainToken) {
  const form = new FormData();
  form.append('file', await openAsBlob(fileOf(k), { type: 'text/csv' }), 'prediction.csv');
  const started = Date.now();
  try {
    const res = await fetch(`${base}/api/competitions/${competitionId}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${captainToken}` },
      body: form,
    });
    const body = await res.json();
    return { team: k, status: res.status, errno: body.errno ?? body.status, id: body.data?.id, at: started, ms: Date.now() - started };
  } catch (error) {
    return { team: k, status: 0, errno: String(error), at: started, ms: Date.now() - started };
  }
}

let competitionId = 0;
let db;
async function main() {
  log(
    `${short ? 'short form' : 'full form'} (${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} before starting): ${TEAMS} teams × ${ROWS.toLocaleString('en')} rows within ${WINDOW} s, ${BOARD_USERS} board users every ${BOARD_EVERY} s, ${POLLERS} unread pollers every ${POLL_EVERY} s, ${WORKERS} scoring process(es)`,
  );
  const writing = Date.now();
  await writeFiles();
  log(`wrote the teams' files in ${((Date.now() - writing) / 1000).toFixed(0)} s`);
  await admin(`create database "${dbName}"`);
  log(`database ${dbName}; importing the competition (migrations)`);
  await runOnce('cli/competition.ts', ['import', path.join(root, 'api', 'demo', 'competitions', SLUG)]);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  competitionId = Number((await db.query('select id from competitions where slug = $1', [SLUG])).rows[0].id);
  const { rows: scheduleRows } = await db.query('select id from competition_schedules where competition_id = $1 order by sort', [
    competitionId,
  ]);
  const scheduleId = Number(scheduleRows[0].id);
  await db.query('update competition_schedules set max_submit_count = 1, max_error_submit_count = 1 where id = $1', [scheduleId]);
  // The answer: ROWS rows, a quarter of them list B.
  await writeRows(
    path.join(dataDir, 'competitions', SLUG, 'private', 'answer.csv'),
    'id,target,list',
    ROWS,
    (i) => `${rowId(i)},${truth[i]},${i % 4 === 3 ? 'B' : 'A'}`,
  );
  const people = Math.max(TEAMS, BOARD_USERS + POLLERS);
  await db.query(
    `insert into users (sso_id, name, user_name, email, authentication)
     select 'bench-' || g, 'Bench ' || g, 'bench' || g, 'bench' || g || '@example.com', 1 from generate_series(1, $1::int) g`,
    [people],
  );
  await db.query(
    `insert into teams (competition_id, name, captain_id, schedule_id, mentor_organisation)
     select $1, 'team ' || g, u.id, $2, 'org ' || (g % 97)
     from generate_series(1, $3::int) g join users u on u.sso_id = 'bench-' || g`,
    [competitionId, scheduleId, TEAMS],
  );
  await db.query(
    'insert into team_members (team_id, competition_id, user_id) select id, competition_id, captain_id from teams where competition_id = $1',
    [competitionId],
  );
  const teamIds = new Map(
    (await db.query(`select id, name from teams where competition_id = $1`, [competitionId])).rows.map((r) => [
      Number(r.name.slice(5)),
      Number(r.id),
    ]),
  );
  await db.query('analyze');

  log('starting the API (SCORING_IN_API=0) and the scoring worker process(es)');
  startProcess('api', 'server.ts', { SCORING_IN_API: '0' });
  const ready = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > ready) throw new Error('the API did not become ready');
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await sleep(250);
  }
  // As npm start does: the workers once the API is up (several of them start together).
  for (let w = 0; w < WORKERS; w++) startProcess(`scoring worker ${w + 1}`, 'worker.ts');

  log(`signing ${people} tokens`);
  const tokens = [];
  for (let n = 1; n <= people; n++) tokens.push(await token(n));
  const boardPath = `/api/competitions/${competitionId}?part=rankings&page=1&per_size=20`;
  const readers = new Worker(READERS, {
    eval: true,
    workerData: {
      base,
      undici: require.resolve('undici'),
      board: { path: boardPath, tokens: tokens.slice(0, BOARD_USERS) },
      unread: { path: '/api/v1/inbox/messages/unread/count', tokens: tokens.slice(BOARD_USERS, BOARD_USERS + POLLERS) },
      // The reference: a route that does nothing, so its rush/idle ratio is what the machine itself adds.
      empty: { path: '/healthz', users: EMPTY_USERS, everyMs: 1000 },
      boardEvery: BOARD_EVERY,
      pollEvery: POLL_EVERY,
    },
  });
  const readersDone = new Promise((resolve, reject) => {
    readers.once('message', resolve);
    readers.once('error', reject);
  });
  // The first reads verify each token once and warm the caches: not part of the reference.
  const warmup = Math.max(POLL_EVERY, BOARD_EVERY);
  log(`warming up for ${warmup} s, then idle reads for ${IDLE} s (the reference)`);
  await sleep(warmup * 1000);
  readers.postMessage('idle');
  await sleep(IDLE * 1000);
  readers.postMessage('rush');

  // Uploads: team k at k/TEAMS of the window; every SECOND_TRY_EVERY-th team tries again at once.
  const started = Date.now();
  const sampler = startSampler(started);
  const inFlight = [];
  for (let k = 1; k <= TEAMS; k++) {
    const due = started + ((k - 1) * WINDOW * 1000) / TEAMS;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(
      upload(k, tokens[k - 1]).then(async (first) => {
        uploads.push({ ...first, kind: 'first' });
        if (k % SECOND_TRY_EVERY === 0) uploads.push({ ...(await upload(k + TEAMS * 10, tokens[k - 1])), team: k, kind: 'second' });
      }),
    );
  }
  await Promise.all(inFlight);
  const uploadedIn = (Date.now() - started) / 1000;
  log(`uploads done in ${uploadedIn.toFixed(1)} s; waiting for the queue to empty (at most ${DRAIN_LIMIT} s)`);
  const drainEnd = Date.now() + DRAIN_LIMIT * 1000;
  for (;;) {
    const { rows } = await db.query(`select count(*)::int as n from submissions where status = 'pending'`);
    if (rows[0].n === 0 || Date.now() > drainEnd) break;
    await sleep(500);
  }
  // Let the last score's announcement reach the API, and the board readers see it.
  await sleep(1500);
  sampler.stop();
  await sampler.last();
  readers.postMessage('stop');
  const reads = await readersDone;

  // ---- figures ----
  const { rows: latencyRows } = await db.query(
    `select extract(epoch from (scored_at - created_at)) * 1000 as ms from submissions where status in ('scored', 'error') and scored_at is not null order by 1`,
  );
  const latencies = latencyRows.map((r) => Number(r.ms));
  const uploadMs = uploads
    .filter((u) => u.kind === 'first')
    .map((u) => u.ms)
    .sort((a, b) => a - b);
  const p95 = quantile(latencies, 0.95) / 1000;
  console.log(`\nload average at the end: ${loadavg()[0].toFixed(1)} (1 min), ${loadavg()[1].toFixed(1)} (5 min)`);
  console.log(
    `upload → score over ${latencies.length} files: p50 ${(quantile(latencies, 0.5) / 1000).toFixed(2)} s, p95 ${p95.toFixed(2)} s, max ${(quantile(latencies, 1) / 1000).toFixed(2)} s (target p95 ≤ 60 s: ${p95 <= 60 ? 'MET' : 'NOT MET'})`,
  );
  console.log(`upload request itself: p50 ${quantile(uploadMs, 0.5).toFixed(0)} ms, p99 ${quantile(uploadMs, 0.99).toFixed(0)} ms`);
  const table = [];
  const names = {
    board: 'GET leaderboard page 1 (signed in)',
    unread: 'GET unread count',
    empty: 'GET /healthz (empty route: the machine)',
  };
  for (const route of ['board', 'unread', 'empty']) {
    const idle = reads.idle[route].sort((a, b) => a - b);
    const rush = reads.rush[route].sort((a, b) => a - b);
    const ratio = quantile(rush, 0.99) / quantile(idle, 0.99);
    table.push({
      route: names[route],
      'idle n': idle.length,
      'idle p99 ms': +quantile(idle, 0.99).toFixed(1),
      'rush n': rush.length,
      'rush p50 ms': +quantile(rush, 0.5).toFixed(1),
      'rush p99 ms': +quantile(rush, 0.99).toFixed(1),
      'rush/idle p99': +ratio.toFixed(2),
      'target ≤ 2×': route === 'empty' ? 'reference' : ratio <= 2 ? 'MET' : 'NOT MET',
      failed: reads.warmup[`${route}Failed`] + reads.idle[`${route}Failed`] + reads.rush[`${route}Failed`],
    });
  }
  console.table(table);

  // ---- checks ----
  console.log('checks:');
  const firsts = uploads.filter((u) => u.kind === 'first');
  const seconds = uploads.filter((u) => u.kind === 'second');
  const accepted = firsts.filter((u) => u.status === 200 && u.id);
  check(
    accepted.length === TEAMS,
    `every team's first upload accepted (${accepted.length}/${TEAMS}${firsts.find((u) => u.status !== 200) ? `; e.g. ${JSON.stringify(firsts.find((u) => u.status !== 200))}` : ''})`,
  );
  check(
    seconds.every((u) => u.errno === 'e40319'),
    `every second try refused by the quota (${seconds.filter((u) => u.errno === 'e40319').length}/${seconds.length})`,
  );
  const { rows: subs } = await db.query(`select id, team_id, status, score_a, error_reason from submissions where competition_id = $1`, [
    competitionId,
  ]);
  const byId = new Map(subs.map((s) => [Number(s.id), s]));
  check(
    subs.length === accepted.length,
    `one row per accepted upload, none for refused ones (${subs.length} rows, ${accepted.length} accepted)`,
  );
  const stuck = subs.filter((s) => s.status === 'pending');
  check(stuck.length === 0, `none stuck: no file still waiting (${stuck.length})`);
  const lost = accepted.filter((u) => !byId.has(u.id));
  check(lost.length === 0, `none lost: every accepted upload has its row (${lost.length} missing)`);
  const wrong = accepted.filter((u) => {
    const s = byId.get(u.id);
    const malformed = u.team % MALFORMED_EVERY === 7;
    return !s || s.status !== (malformed ? 'error' : 'scored');
  });
  check(
    wrong.length === 0,
    `every good file scored, every malformed one failed (${wrong.length} otherwise${wrong[0] ? `; e.g. ${JSON.stringify(byId.get(wrong[0].id))}` : ''})`,
  );
  const { rows: bests } = await db.query(`select team_id, best_a, valid_count from team_scores where schedule_id = $1`, [scheduleId]);
  const scoredPerTeam = new Map();
  for (const s of subs) if (s.status === 'scored') scoredPerTeam.set(Number(s.team_id), (scoredPerTeam.get(Number(s.team_id)) ?? 0) + 1);
  const twice = bests.filter((b) => Number(b.valid_count) !== (scoredPerTeam.get(Number(b.team_id)) ?? 0));
  check(
    twice.length === 0 && bests.length === scoredPerTeam.size,
    `scored exactly once: each team's valid count equals its scored files (${twice.length} differ; ${bests.length} teams ranked, ${scoredPerTeam.size} with a score)`,
  );
  const { rows: jobs } = await db.query(
    `select (data->>'submissionId')::int as id, count(*)::int as n from pgboss.job where name = 'competitions.score' group by 1 having count(*) > 1`,
  );
  console.log(`  info ${jobs.length} file(s) had more than one job (harmless: the write is keyed on the file)`);

  // Quotas as the teams see them, through the API.
  let quotaWrong = 0;
  let quotaExample = null;
  const teamsToAsk = [...Array(TEAMS).keys()].map((k) => k + 1);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (teamsToAsk.length) {
        const k = teamsToAsk.shift();
        const res = await fetch(`${base}/api/competitions/${competitionId}?part=submits`, {
          headers: { authorization: `Bearer ${tokens[k - 1]}` },
        });
        const quota = (await res.json()).data?.quota;
        const malformed = k % MALFORMED_EVERY === 7;
        const want = { successSubmitCount: malformed ? 0 : 1, errorSubmitCount: malformed ? 1 : 0 };
        if (quota?.successSubmitCount !== want.successSubmitCount || quota?.errorSubmitCount !== want.errorSubmitCount) {
          quotaWrong++;
          quotaExample ??= { team: k, quota, want };
        }
      }
    }),
  );
  check(
    quotaWrong === 0,
    `quotas exact: each team's counts as the API shows them (${quotaWrong} wrong${quotaExample ? `; e.g. ${JSON.stringify(quotaExample)}` : ''})`,
  );

  // The board, every page, against the scores: best per team, higher first, earlier first on ties.
  const board = [];
  for (let page = 1; ; page++) {
    const res = await (await fetch(`${base}/api/competitions/${competitionId}?part=rankings&page=${page}&per_size=100`)).json();
    board.push(...res.data.list);
    if (res.data.list.length < 100) break;
  }
  const expected = [];
  for (const [k, teamId] of teamIds) {
    const mine = subs.filter((s) => Number(s.team_id) === teamId && s.status === 'scored');
    if (mine.length) expected.push({ teamId, k, score: Math.max(...mine.map((s) => Number(s.score_a))) });
  }
  expected.sort((a, b) => b.score - a.score);
  const boardScores = new Map(board.map((row) => [row.teamId, row]));
  const mismatched = expected.filter((e) => Math.abs((boardScores.get(e.teamId)?.score ?? NaN) - e.score) > 1e-12);
  // rank() over (score, then time): 1, 2, 3… down the page, equal only for an equal score at an equal time.
  let ranksOk = true;
  for (let i = 0; i < board.length; i++) {
    const row = board[i];
    const prev = board[i - 1];
    const tie = prev && prev.score === row.score && prev.scoreTime === row.scoreTime;
    if (prev && prev.score < row.score) ranksOk = false;
    if (row.rank !== (tie ? prev.rank : i + 1)) ranksOk = false;
  }
  check(
    board.length === expected.length && mismatched.length === 0 && ranksOk,
    `board consistent with the scores: ${board.length} rows for ${expected.length} scored teams, ${mismatched.length} scores differ, ranks ${ranksOk ? 'in order' : 'OUT OF ORDER'}`,
  );
}

/** Prints the queue every SAMPLE_EVERY seconds: waiting, being scored, done, and the latency of files done since. */
function startSampler(started) {
  let stopped = false;
  let lastAt = new Date(started);
  const header = 't (s) | uploaded | waiting | scoring | done | done since | latency p50/max of those (s)';
  console.log(header);
  const sample = async () => {
    const now = new Date();
    const { rows } = await db.query(
      `select count(*) filter (where status = 'pending' and scoring_started_at is null)::int as waiting,
              count(*) filter (where status = 'pending' and scoring_started_at is not null)::int as scoring,
              count(*) filter (where status in ('scored', 'error'))::int as done,
              count(*)::int as uploaded
       from submissions where competition_id = $1`,
      [competitionId],
    );
    const { rows: recent } = await db.query(
      `select extract(epoch from (scored_at - created_at)) as s from submissions where scored_at > $1 and scored_at <= $2 order by 1`,
      [lastAt, now],
    );
    lastAt = now;
    const s = recent.map((r) => Number(r.s));
    const q = rows[0];
    console.log(
      `${String(Math.round((now - started) / 1000)).padStart(5)} | ${String(q.uploaded).padStart(8)} | ${String(q.waiting).padStart(7)} | ${String(q.scoring).padStart(7)} | ${String(q.done).padStart(4)} | ${String(s.length).padStart(10)} | ${s.length ? `${quantile(s, 0.5).toFixed(2)}/${quantile(s, 1).toFixed(2)}` : '-'}`,
    );
  };
  let chain = Promise.resolve();
  const timer = setInterval(() => {
    if (!stopped) chain = chain.then(sample).catch((error) => console.error('sample failed', error.message));
  }, SAMPLE_EVERY * 1000);
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    last: () => chain.then(sample),
  };
}

try {
  await main();
} catch (error) {
  console.error(error);
  failures.push(error.message);
} finally {
  await db?.end().catch(() => undefined);
  await stopAll();
  await sso.close();
  await admin(`drop database if exists "${dbName}" with (force)`).catch((error) => console.error('drop failed', error.message));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
}
console.log(
  failures.length ? `\ndeadline bench: ${failures.length} check(s) FAILED: ${failures.join('; ')}` : '\ndeadline bench: every check passed',
);
process.exit(failures.length ? 1 : 0);
