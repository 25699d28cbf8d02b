import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type PgBoss from 'pg-boss';

/**
 * pg-boss talks to the API's own database instead of opening a second pool: the node-postgres pool
 * on PostgreSQL, the one PGlite instance in embedded mode. pg-boss sends its schema scripts as
 * several statements without parameters, which PGlite runs only through `exec`.
 */
export function bossDatabase(app: FastifyInstance): PgBoss.Db {
  // Drizzle keeps the driver's client on `$client`.
  const client = (app.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (app.dbKind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      try {
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (error) {
        // A script with its own BEGIN that fails midway leaves the single connection in an aborted
        // transaction; end it, or every later query of the API fails too.
        await pglite.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}
