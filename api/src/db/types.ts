import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle database every repository receives. Both drivers (PGlite, node-postgres) give the same
 * query builder; only the raw result type differs, which repositories never rely on.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DbKind = 'pglite' | 'postgres';
