import type { Queryable } from '../db/database';
import { errors } from '../errors';

/** One count a request for a code goes against, e.g. `account:email:a@b.cn` with its own maximum. */
export interface LimitKey {
  key: string;
  max: number;
}

/**
 * Requests for codes, counted in the database per key over a sliding window, so every SSO process
 * sees the same counts. The answer never depends on whether the account exists: unknown accounts
 * are counted under the address that was typed, exactly like known ones.
 */
export function createCodeRequestLimit(db: Queryable, windowMs: number) {
  const since = (now: Date) => new Date(now.getTime() - windowMs).toISOString();
  return {
    /** Throws 429 when any key is at its maximum; otherwise counts this request against every key. */
    async take(keys: LimitKey[], now: Date): Promise<void> {
      const result = await db.query<{ key: string; requests: number; oldest: Date }>(
        `select key, count(*)::int as requests, min(created_at) as oldest from code_requests
          where key = any($1::text[]) and created_at > $2::timestamptz group by key`,
        [keys.map((entry) => entry.key), since(now)],
      );
      const waits = result.rows
        .filter((row) => row.requests >= (keys.find((entry) => entry.key === row.key)?.max ?? Infinity))
        .map((row) => new Date(row.oldest).getTime() + windowMs - now.getTime());
      if (waits.length > 0) throw errors.tooManyCodeRequests(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
      await db.query('delete from code_requests where created_at <= $1::timestamptz', [since(now)]);
      await db.query('insert into code_requests (key, created_at) select unnest($1::text[]), $2::timestamptz', [
        keys.map((entry) => entry.key),
        now.toISOString(),
      ]);
    },
  };
}

export type CodeRequestLimit = ReturnType<typeof createCodeRequestLimit>;
