import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runInThisContext } from 'node:vm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { buildApp } from '../app';
import type { AppConfig } from '../lib/config';
import { migrationsFolder } from '../lib/paths';
import type { JobsOptions } from '../plugins/jobs';
import { TEST_PG, type Engine } from './engines';
import { FakeSso } from './fake-sso';
import { TEST_AUDIENCE, TEST_ISSUER, testKeys } from './keys';
import { createPglite } from './pglite';

// Starting PGlite or creating a PostgreSQL database takes seconds, more than Jest's default 5 s for a
// hook; every suite that uses the test app gets a larger budget.
if (typeof jest !== 'undefined') jest.setTimeout(90_000);

export interface TestAppOptions {
  engine?: Engine;
  config?: Partial<AppConfig>;
  /** Revocation feed poll interval and staleness budget; defaults as in production (5 s, 60 s). */
  revocationPollMs?: number;
  revocationMaxStalenessMs?: number;
  /** Start with this SSO (e.g. one already down); default a fresh, live FakeSso. */
  sso?: FakeSso;
  /** `{ workers: false }`: jobs run only through `app.jobs.drain()`, so a test sees them waiting. */
  jobs?: JobsOptions;
}

export interface TestApp extends FastifyInstance {
  engine: Engine;
  /**
   * The SSO the app talks to: revoke sessions (then `app.revocations.refresh()` to poll at once),
   * count polls, take it down. While it is down the feed's clock runs past the staleness budget, so
   * signed-in requests get 503 as after a long outage; bringing it back restores them.
   */
  sso: FakeSso;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...TEST_PG, database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Lives in the host realm, so it outlasts one test file and serves the whole Jest worker.
const host = runInThisContext('globalThis') as { apiTestPostgresTemplate?: Promise<string> };

/**
 * A database on the test server holding the API's schema, made once per Jest worker with the real
 * migrations and copied (CREATE DATABASE … TEMPLATE) for every test app. Named after the Jest run
 * (scripts/jest/global-setup.js), whose teardown drops it.
 */
function migratedTemplate(): Promise<string> {
  host.apiTestPostgresTemplate ??= (async () => {
    const name = `api_tpl_${process.env.DCIC_TEST_RUN ?? 'local'}_${process.pid}`;
    await withAdmin((client) => client.query(`drop database if exists "${name}"`));
    await withAdmin((client) => client.query(`create database "${name}"`));
    const client = new pg.Client({ ...TEST_PG, database: name });
    await client.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.end();
    }
    return name;
  })();
  return host.apiTestPostgresTemplate;
}

/**
 * A fresh PostgreSQL database on the test server, empty or (`migrated`) with the API's schema;
 * the returned function drops it.
 */
export async function createTestDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedTemplate() : undefined;
  await withAdmin((client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return {
    url: `postgres://${TEST_PG.user}@${TEST_PG.host}:${TEST_PG.port}/${name}`,
    drop: () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * The whole API over a fresh database with the real migrations (in-memory PGlite, or a new
 * PostgreSQL database dropped again on close; both copied from a template the migrations built once
 * per Jest worker, the app's own migrate step then finding nothing left to apply), trusting tokens from `tokenFor` and talking to a
 * fake SSO. Build one per test file (beforeAll) and close it in afterAll.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = options.engine ?? 'pglite';
  const database = engine === 'postgres' ? await createTestDatabase({ migrated: true }) : undefined;
  const pglite = engine === 'pglite' ? await createPglite({ migrated: true }) : undefined;
  const sso = options.sso ?? new FakeSso();
  const staleness = options.revocationMaxStalenessMs ?? 60_000;
  const { keySource } = await testKeys();
  try {
    const app = await buildApp({
      logger: false,
      env: {},
      config: {
        databaseUrl: database?.url,
        dataDir: 'memory://',
        pgPoolMax: 4,
        ssoIssuer: TEST_ISSUER,
        ssoAudience: TEST_AUDIENCE,
        // Generous, so suites sharing one app never trip it unless they mean to.
        rateLimitMax: 100_000,
        ...options.config,
      },
      database: { pglite },
      ...(options.jobs ? { jobs: options.jobs } : {}),
      auth: {
        keys: keySource,
        sso,
        revocationPollMs: options.revocationPollMs,
        revocationMaxStalenessMs: staleness,
        // A down fake SSO stands for an outage longer than the staleness budget.
        revocationClock: () => Date.now() + (sso.down ? staleness + 1000 : 0),
      },
    });
    await app.ready();
    if (database) {
      // Dropped after close() has ended the pool; an onClose hook would run before the database
      // plugin's and cut its connections.
      const close = app.close.bind(app);
      Object.assign(app, {
        close: async () => {
          try {
            await close();
          } finally {
            await database.drop();
          }
        },
      });
    }
    return Object.assign(app, { engine, sso });
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    await database?.drop();
    throw error;
  }
}
