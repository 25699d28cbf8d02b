import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import type { AppConfig } from '../lib/config';
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

/** A fresh, empty PostgreSQL database on the test server; the returned function drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  return {
    url: `postgres://${TEST_PG.user}@${TEST_PG.host}:${TEST_PG.port}/${name}`,
    drop: () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * The whole API over a fresh database with the real migrations (in-memory PGlite, or a new
 * PostgreSQL database dropped again on close), trusting tokens from `tokenFor` and talking to a
 * fake SSO. Build one per test file (beforeAll) and close it in afterAll.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = options.engine ?? 'pglite';
  const database = engine === 'postgres' ? await createTestDatabase() : undefined;
  const pglite = engine === 'pglite' ? await createPglite() : undefined;
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
