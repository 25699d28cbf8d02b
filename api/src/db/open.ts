import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import { listenPglite, listenPostgres, type Listen } from './listen';
import type { Db, DbKind } from './types';

export interface OpenDatabase {
  db: Db;
  kind: DbKind;
  /** Follows a NOTIFY channel of this database (see listen.ts). */
  listen: Listen;
  close: () => Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  onPoolError?: (error: Error) => void;
  /** A PGlite instance to use instead of opening dataDir; the app closes it. */
  pglite?: PGlite;
}

// Any fixed number works; it only has to be the same for every API process.
const MIGRATION_LOCK = 7_070_001;

async function openPostgres(options: OpenOptions & { databaseUrl: string }): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onPoolError?.(error));
  try {
    // Several API processes may start together; the advisory lock lets one migrate while the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listen: Listen = (channel, handlers) => listenPostgres(options.databaseUrl, channel, handlers);
  return { db: drizzlePg(pool), kind: 'postgres', listen, close: () => pool.end() };
}

async function openPglite(options: OpenOptions): Promise<OpenDatabase> {
  if (!options.pglite && !options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = options.pglite ?? new PGlite(options.dataDir);
  try {
    await client.waitReady;
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    const listen: Listen = (channel, handlers) => listenPglite(client, channel, handlers);
    return { db, kind: 'pglite', listen, close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** Connects (PostgreSQL when a URL is given, embedded PGlite otherwise) and applies the migrations. */
export function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  return options.databaseUrl && !options.pglite ? openPostgres({ ...options, databaseUrl: options.databaseUrl }) : openPglite(options);
}
