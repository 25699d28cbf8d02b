import type { Database } from './database';
import { migrations as allMigrations, type Migration } from './migrations';

// Any constant shared by every SSO process: concurrent starts wait for each other's migrations.
const MIGRATION_LOCK = 6_060_001;

/** Applies the migrations not yet recorded in `sso_migrations`, all in one transaction. */
export async function migrate(db: Database, migrations: Migration[] = allMigrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('create table if not exists sso_migrations (id text primary key, applied_at timestamptz not null default now())');
    const done = await tx.query<{ id: string }>('select id from sso_migrations');
    const applied = new Set(done.rows.map((row) => row.id));
    const fresh: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into sso_migrations (id) values ($1)', [migration.id]);
      fresh.push(migration.id);
    }
    return fresh;
  });
}
