import { PGlite, type Transaction } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import { mkdirSync } from 'node:fs';

interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** The one way the service talks SQL, the same over PGlite and a PostgreSQL server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A PostgreSQL server when a URL is given, else PGlite in `dataDir` (created when missing). */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPool(new Pool({ connectionString: options.databaseUrl, max: 10 }));
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir);
  await pglite.waitReady;
  return fromPglite(pglite);
}

export function fromPglite(pglite: PGlite): Database {
  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      const result = await target.query<Row>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(pglite),
    // PGlite serialises its single connection: other queries wait until the transaction ends.
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}

function fromPool(pool: Pool): Database {
  const wrap = (target: Pool | PoolClient): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      const result = await target.query(text, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** True for PostgreSQL's unique_violation, raised by both engines with the same SQLSTATE. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
