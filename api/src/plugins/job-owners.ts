// Jobs whose process died (PostgreSQL only). Each process that runs jobs holds a session advisory lock
// on a connection of its own for as long as it lives, and marks each job it starts with its id. A job
// still active whose process no longer holds its lock (killed, out of memory, machine gone) is failed
// at once, so the queue retries it after its retry delay, instead of after its expiry (the scoring
// time limit plus a minute, and up to two minutes more until pg-boss's maintenance notices).
// Handlers are idempotent (jobs.ts), so a job handed back while its process was only cut off from the
// database for a moment is at worst run twice and written once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The first key of every owner's advisory lock; the second is the hash of the owner's id. */
const LOCK_SPACE = 7_070_002;
const RECONNECT_MS = 1000;

interface Sql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface JobOwners {
  /** Marks a job as run by this process. */
  claim(name: string, jobId: string): Promise<void>;
  /** Active jobs whose process has been gone at two looks in a row. */
  orphans(): Promise<Array<{ id: string; name: string }>>;
  stop(): Promise<void>;
}

export async function jobOwners(connectionString: string, schema: string, sql: Sql, onError: (error: Error) => void): Promise<JobOwners> {
  const id = randomUUID();
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let seenOnce = new Set<string>();

  async function hold(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: `jobs-owner:${id}` });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      if (error) onError(error);
      if (!stopped) retry = setTimeout(() => void hold(), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, id]);
    } catch (error) {
      lost(error as Error);
    }
  }
  await hold();

  return {
    async claim(name, jobId) {
      await sql.executeSql(`update ${schema}.job set output = jsonb_build_object('owner', $1::text) where name = $2 and id = $3::uuid`, [
        id,
        name,
        jobId,
      ]);
    },

    async orphans() {
      const { rows } = (await sql.executeSql(
        `select j.id::text as id, j.name from ${schema}.job j
         where j.state = 'active' and j.output ? 'owner'
           and not exists (
             select 1 from pg_locks l
             where l.locktype = 'advisory' and l.granted and l.objsubid = 2
               and l.database = (select oid from pg_database where datname = current_database())
               and l.classid = $1::int::oid
               and l.objid = (hashtext(j.output->>'owner')::bigint & 4294967295)::oid)`,
        [LOCK_SPACE],
      )) as { rows: Array<{ id: string; name: string }> };
      // A process reconnecting after a cut holds its lock again within a second or two: only a job
      // found ownerless at two looks in a row counts as orphaned.
      const confirmed = rows.filter((row) => seenOnce.has(row.id));
      seenOnce = new Set(rows.map((row) => row.id));
      return confirmed;
    },

    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
