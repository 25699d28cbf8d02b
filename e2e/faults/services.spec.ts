// Faults of the services behind the site, on PostgreSQL with the API and a scoring worker as processes
// of their own (SCORING_IN_API=0, as `npm start` runs them on PostgreSQL): the database connection cut
// and restored, the API restarted under 50 users who submit files and send messages, the scoring
// worker killed in the middle of a file. The API reaches PostgreSQL through a relay the test cuts, so
// the machine's PostgreSQL server, which others use, is never restarted.
import { expect, request, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerWithCode } from '../tests/support/sso-codes';
import { ApiUser } from './support/site-client';
import { answers, apiRequire, freePort, root, Service, sleep, stopAll, TcpCut, until } from './support/processes';

test.describe.configure({ mode: 'serial' });

const pg = apiRequire('pg') as typeof import('pg');
const SERVER = process.env.FAULTS_PG ?? 'postgres://postgres@127.0.0.1:5432';
const SLUG = 'big-data-credit-default';
const USERS = 50;
const PASSWORD = 'Passw0rd!2026';

const database = `dcic_faults_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'dcic-faults-'));
let relay: TcpCut;
let db: import('pg').Client;
let api: Service;
let worker: Service;
let sso: Service;
let created = false;
let base = '';
let competitionId = 0;
let scheduleId = 0;
const users: Array<{ user: ApiUser; id: number }> = [];

function figure(scenario: string, details: string) {
  console.log(`fault ${scenario}: passed; ${details}`);
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function run(args: string[], env: Record<string, string>): Promise<void> {
  const once = new Service(args.join(' '), args, env);
  once.start();
  const code = await once.exited();
  if (code !== 0) throw new Error(`${once.name} exited with ${code}:\n${once.log}`);
}

/** A prediction file for the bundle's answer (ids 1…rows), better the higher `skill`. */
function prediction(rows: number, skill: number): string {
  const lines = ['id,target'];
  for (let i = 1; i <= rows; i++) lines.push(`${i},${(((i * 7919) % 1000) / 1000) * (1 - skill) + (i % 3 === 0 ? skill : 0)}`);
  return `${lines.join('\n')}\n`;
}

function upload(name: string, text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return form;
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const reachable = await admin('select 1').then(
    () => true,
    () => false,
  );
  test.skip(!reachable, `no PostgreSQL at ${SERVER}`);
  await admin(`create database "${database}"`);
  created = true;
  relay = new TcpCut(await freePort(), { host: '127.0.0.1', port: Number(new URL(SERVER).port || 5432) });
  await relay.open();
  const [apiPort, ssoPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${apiPort}`;
  const ssoUrl = `http://127.0.0.1:${ssoPort}`;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://localhost:1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${relay.port}/${database}`,
    API_DATA_DIR: path.join(dataDir, 'api'),
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    SSO_URL: ssoUrl,
    SSO_ISSUER: ssoUrl,
    RATE_LIMIT_MAX: '1000000',
    SCORING_IN_API: '0',
    SCORING_THREADS: '1',
  };
  // Development only for its outbox of codes, where the 50 people below read their registration
  // codes; everything else runs as in production.
  sso = new Service('sso', ['sso/dist/server.js'], {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SSO_PORT: String(ssoPort),
    SSO_HOST: '127.0.0.1',
    SSO_URL: ssoUrl,
    SSO_ISSUER: ssoUrl,
    SSO_DATA_DIR: path.join(dataDir, 'sso'),
    SSO_RATE_LIMIT_MAX: '1000000',
    SSO_CODE_REQUESTS_PER_CLIENT: '1000000',
  });
  sso.start();
  await run(['api/dist/cli/competition.js', 'import', path.join(root, 'api', 'demo', 'competitions', SLUG)], env);
  api = new Service('api', ['api/dist/server.js'], env);
  worker = new Service('scoring worker', ['api/dist/worker.js'], env);
  api.start();
  await Promise.all([api.waitFor(`${base}/readyz`), sso.waitFor(`${ssoUrl}/readyz`)]);
  worker.start();

  db = new pg.Client({ connectionString: `${SERVER}/${database}` });
  await db.connect();
  competitionId = Number((await db.query('select id from competitions where slug = $1', [SLUG])).rows[0].id);
  scheduleId = Number(
    (await db.query('select id from competition_schedules where competition_id = $1 order by sort limit 1', [competitionId])).rows[0].id,
  );
  await db.query('update competition_schedules set max_submit_count = 1000, max_error_submit_count = 1000 where id = $1', [scheduleId]);

  // USERS people with an account at the SSO, known to the platform, each the captain of a team.
  const tag = randomBytes(3).toString('hex');
  const queue = Array.from({ length: USERS }, (_, n) => n);
  const ssoClient = await request.newContext();
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        const account = `faults-${tag}-${n}@dcic.example`;
        const response = await registerWithCode(ssoClient, ssoUrl, { account, password: PASSWORD, name: `故障用户${n}` });
        const body = (await response.json()) as { data?: { token?: string } };
        if (!body.data?.token) throw new Error(`register ${account}: ${response.status()} ${JSON.stringify(body)}`);
        const user = new ApiUser(base, body.data.token);
        const me = (await user.press('GET', '/api/users/sso')) as { id: number };
        users[n] = { user, id: me.id };
      }
    }),
  );
  await ssoClient.dispose();

  await db.query('update users set authentication = 1 where id = any($1::int[])', [users.map((u) => u.id)]);
  await db.query(
    `insert into teams (competition_id, name, captain_id, schedule_id, mentor_organisation)
     select $1, 'faults ' || u, u, $2, 'org' from unnest($3::int[]) u`,
    [competitionId, scheduleId, users.map((u) => u.id)],
  );
  await db.query(
    'insert into team_members (team_id, competition_id, user_id) select id, competition_id, captain_id from teams where competition_id = $1',
    [competitionId],
  );
});

test.afterAll(async () => {
  await db?.end().catch(() => undefined);
  await stopAll([api, worker, sso].filter(Boolean));
  await relay?.cut();
  if (created) await admin(`drop database if exists "${database}" with (force)`).catch((error: Error) => console.error(error.message));
  rmSync(dataDir, { recursive: true, force: true });
});

test('PostgreSQL cut off: readiness goes red, then green once it is back, and the API serves again without a restart', async () => {
  const list = `${base}/api/competitions`;
  expect(await answers(`${base}/readyz`)).toBe(true);
  await relay.cut();
  const red = await until('readiness red', () => answers(`${base}/readyz`, 503), 20_000);
  // A while down: the pool's connections are all gone, the queue's and the listeners' too.
  await sleep(2000);
  expect(await answers(list)).toBe(false);
  const restored = Date.now();
  await relay.open();
  await until('readiness green', () => answers(`${base}/readyz`), 30_000);
  const green = Date.now() - restored;
  await until('the list served', () => answers(list), 30_000);
  const served = Date.now() - restored;
  // A write goes through too (a message between two users), and both processes lived through it.
  const sent = (await users[0]!.user.press('POST', '/api/v1/inbox/messages', {
    receivers: [users[1]!.id],
    content: 'after the database came back',
  })) as { messages: unknown[] };
  expect(sent.messages).toHaveLength(1);
  expect(api.running && worker.running).toBe(true);
  figure('PostgreSQL cut', `red after ${red} ms, green ${green} ms after it was back, data served after ${served} ms; API not restarted`);
});

test('the API restarted while 50 users submit files and send messages: no action lost, none applied twice', async () => {
  test.setTimeout(600_000);
  const tag = randomBytes(3).toString('hex');
  type Done = { kind: string; key: string; presses: number; requests: number; errors: string[] };
  const actions: Array<Promise<Done[]>> = [];
  const started = Date.now();
  users.forEach(({ user }, n) => {
    actions.push(
      (async () => {
        const done: Done[] = [];
        for (let k = 0; k < 4; k++) {
          // Spread over about three seconds around the restart.
          await sleep(Math.random() * 700);
          if (k % 2 === 0) {
            const content = `fault ${tag} ${n}-${k}`;
            const outcome = await user.act('POST', '/api/v1/inbox/messages', () => ({ receivers: [users[(n + 1) % USERS]!.id], content }));
            done.push({ kind: 'message', key: content, ...outcome });
          } else {
            const name = `fault-${tag}-${n}-${k}.csv`;
            const outcome = await user.act('POST', `/api/competitions/${competitionId}/uploads`, () =>
              upload(name, prediction(200, n / USERS)),
            );
            done.push({ kind: 'upload', key: name, ...outcome });
          }
        }
        return done;
      })(),
    );
  });
  // The restart: SIGTERM (requests in flight finish), then a new process on the same port.
  await sleep(600);
  const down = Date.now();
  await api.stop('SIGTERM');
  api.start();
  await api.waitFor(`${base}/readyz`);
  const downtime = Date.now() - down;
  const done = (await Promise.all(actions)).flat();
  const elapsed = Date.now() - started;

  const messages = (
    await db.query<{ content: string; n: number }>(
      `select content, count(*)::int as n from inbox_messages where content like $1 group by content`,
      [`fault ${tag} %`],
    )
  ).rows;
  const files = (
    await db.query<{ file_name: string; n: number }>(
      `select file_name, count(*)::int as n from submissions where file_name like $1 group by file_name`,
      [`fault-${tag}-%`],
    )
  ).rows;
  const rows = new Map([...messages.map((m) => [m.content, m.n] as const), ...files.map((f) => [f.file_name, f.n] as const)]);
  expect(done).toHaveLength(USERS * 4);
  const lost = done.filter((action) => !rows.has(action.key));
  const twice = [...rows].filter(([, n]) => n !== 1).map(([key, n]) => ({ key, n, told: done.find((d) => d.key === key)?.errors }));
  expect(lost, 'confirmed actions without their row').toEqual([]);
  expect(twice, 'actions applied more than once').toEqual([]);
  expect(rows.size).toBe(USERS * 4);
  const pressedAgain = done.filter((action) => action.presses > 1).length;
  const retried = done.filter((action) => action.requests > action.presses).length;
  figure(
    'API restart',
    `${done.length} actions by ${USERS} users (${messages.length} messages, ${files.length} files), 0 lost, 0 twice; API down ${downtime} ms; ${retried} went through on the client's retries, ${pressedAgain} needed the user to press again; all done in ${elapsed} ms`,
  );
});

test('the scoring worker killed in the middle of a file: the file is scored once and counted once', async () => {
  test.setTimeout(600_000);
  // Every earlier file scored first, so that the counts below are this file's alone.
  await until(
    'earlier files scored',
    async () => (await db.query(`select count(*)::int as n from submissions where status = 'pending'`)).rows[0].n === 0,
    300_000,
    250,
  );
  // A long answer, so that scoring takes long enough to be interrupted.
  const ROWS = 400_000;
  const answer = ['id,target,list'];
  for (let i = 1; i <= ROWS; i++) answer.push(`${i},${i % 3 === 0 ? 1 : 0},${i % 4 === 3 ? 'B' : 'A'}`);
  const folder = path.join(dataDir, 'api', 'competitions', SLUG, 'private');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'answer.csv'), `${answer.join('\n')}\n`);

  const { user, id: userId } = users[2]!;
  const team = Number((await db.query('select id from teams where captain_id = $1', [userId])).rows[0].id);
  const count = async () =>
    Number(
      (await db.query('select valid_count from team_scores where team_id = $1 and schedule_id = $2', [team, scheduleId])).rows[0]
        ?.valid_count ?? 0,
    );
  const quota = async () =>
    ((await user.press('GET', `/api/competitions/${competitionId}?part=submits`)) as { quota: { successSubmitCount: number } }).quota
      .successSubmitCount;
  const [countBefore, quotaBefore] = [await count(), await quota()];

  const file = (await user.press('POST', `/api/competitions/${competitionId}/uploads`, upload('long.csv', prediction(ROWS, 0.8)))) as {
    id: number;
  };
  await until(
    'scoring started',
    async () => (await db.query('select scoring_started_at from submissions where id = $1', [file.id])).rows[0].scoring_started_at !== null,
    60_000,
    20,
  );
  await worker.stop('SIGKILL');
  const killed = Date.now();
  expect((await db.query('select status from submissions where id = $1', [file.id])).rows[0].status).toBe('pending');
  worker.start();
  await until(
    'the file scored after the kill',
    async () => (await db.query('select status from submissions where id = $1', [file.id])).rows[0].status !== 'pending',
    300_000,
    200,
  );
  const recovery = Date.now() - killed;
  const row = (await db.query('select status, score_a from submissions where id = $1', [file.id])).rows[0];
  expect(row.status).toBe('scored');
  expect(await count()).toBe(countBefore + 1);
  expect(await quota()).toBe(quotaBefore + 1);
  const jobs = (
    await db.query(`select state, retry_count from pgboss.job where name = 'competitions.score' and (data->>'submissionId')::int = $1`, [
      file.id,
    ])
  ).rows;
  figure('scoring worker killed', `file scored ${recovery} ms after the kill, once (team count +1, quota +1; job ${JSON.stringify(jobs)})`);
});
