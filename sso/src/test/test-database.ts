import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { fromPglite, openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { nativeRequire, nativeResolve } from './native-require';

export type Engine = 'pglite' | 'postgres';

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** Whether the PostgreSQL server answers; checked once per test file, before tests are declared. */
const postgresAvailable: boolean = (() => {
  const probe = `require('net').connect(${PG.port}, '${PG.host}').on('connect', () => process.exit(0)).on('error', () => process.exit(1)).setTimeout(1000, () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
})();

/** PGlite always; PostgreSQL only when the server answers (its tests are skipped otherwise). */
export const engines: Array<[Engine, boolean]> = [
  ['pglite', true],
  ['postgres', postgresAvailable],
];

export interface TestDatabase {
  db: Database;
  /** Closes the database; for PostgreSQL also drops it. */
  dispose(): Promise<void>;
}

// Lives in the host realm, so it outlasts one test file and serves the whole Jest worker.
const host = runInThisContext('globalThis') as { ssoTestPgliteTemplate?: Promise<Blob>; ssoTestPostgresTemplate?: Promise<string> };

/**
 * A fresh database of the engine that already holds the service's schema: the real migrations ran
 * once per Jest worker on a template, copied for every test file (the app's own migrate step then
 * finds nothing left to apply).
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  return engine === 'pglite' ? openPglite() : openPostgres();
}

async function openPglite(): Promise<TestDatabase> {
  host.ssoTestPgliteTemplate ??= (async () => {
    const pglite = await freshPglite();
    try {
      await migrate(fromPglite(pglite));
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  })();
  const { PGlite: NativePGlite } = nativeRequire<{ PGlite: typeof PGlite }>('@electric-sql/pglite');
  const pglite = new NativePGlite({ loadDataDir: await host.ssoTestPgliteTemplate });
  await pglite.waitReady;
  const db = fromPglite(pglite);
  return { db, dispose: () => db.close() };
}

/**
 * An in-memory PGlite with an empty cluster. Creating a cluster (initdb) takes seconds, so the
 * first one is kept, gzipped, in the temp directory (named by the PGlite version) and later
 * databases start from a copy; the real migrations still run on every one.
 */
async function freshPglite(): Promise<PGlite> {
  const { PGlite: NativePGlite } = nativeRequire<{ PGlite: typeof PGlite }>('@electric-sql/pglite');
  const entry = nativeResolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const template = path.join(os.tmpdir(), `sso-test-pglite-${version}.tar.gz`);
  if (existsSync(template)) {
    const { Blob: NativeBlob } = nativeRequire<typeof import('node:buffer')>('node:buffer');
    const pglite = new NativePGlite({ loadDataDir: new NativeBlob([readFileSync(template)]) });
    await pglite.waitReady;
    return pglite;
  }
  const pglite = new NativePGlite();
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('gzip');
  // Written aside and renamed, so a test file starting at the same moment never reads half a file.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, template);
  return pglite;
}

/** Named after the Jest run (scripts/jest/global-setup.js), whose teardown drops it. */
function postgresTemplate(): Promise<string> {
  host.ssoTestPostgresTemplate ??= (async () => {
    const name = `sso_tpl_${process.env.DCIC_TEST_RUN ?? 'local'}_${process.pid}`;
    await admin(`drop database if exists ${name}`);
    await admin(`create database ${name}`);
    const db = await openDatabase({ databaseUrl: `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`, dataDir: '' });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    return name;
  })();
  return host.ssoTestPostgresTemplate;
}

async function openPostgres(): Promise<TestDatabase> {
  const name = `sso_test_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name} template ${await postgresTemplate()}`);
  const db = await openDatabase({ databaseUrl: `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`, dataDir: '' });
  return {
    db,
    async dispose() {
      await db.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
