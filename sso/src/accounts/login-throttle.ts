import type { Queryable } from '../db/database';
import { errors } from '../errors';
import type { MessageKey } from '../i18n/messages';

export interface ThrottleKey {
  account: string;
  ip: string;
}

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  /** What the 429 says; sign-in failures by default. */
  message?: MessageKey;
  /**
   * Failures of one account from all addresses together within the window, when capped: many
   * addresses guessing one account's password are stopped like one. The 429 then says so.
   */
  accountMaxFailures?: number;
}

/**
 * Failed sign-ins are counted per account and client address in the database, so every SSO
 * process behind a load balancer sees the same count; optionally also per account over all addresses.
 */
export function createLoginThrottle(db: Queryable, policy: ThrottlePolicy) {
  const since = (now: Date) => new Date(now.getTime() - policy.windowMs).toISOString();
  const retryAfter = (failedAt: Date, now: Date) =>
    Math.max(1, Math.ceil((new Date(failedAt).getTime() + policy.windowMs - now.getTime()) / 1000));
  return {
    /** Throws 429 once `maxFailures` failures fall inside the window, whatever the password. */
    async assertAllowed(key: ThrottleKey, now: Date): Promise<void> {
      const result = await db.query<{ failures: number; oldest: Date | null }>(
        `select count(*)::int as failures, min(created_at) as oldest from login_failures
          where account = $1 and ip = $2 and created_at > $3::timestamptz`,
        [key.account, key.ip, since(now)],
      );
      const { failures = 0, oldest = null } = result.rows[0] ?? {};
      if (failures >= policy.maxFailures && oldest) throw errors.tooManyFailures(retryAfter(oldest, now), policy.message);
      const cap = policy.accountMaxFailures;
      if (cap === undefined) return;
      // The cap-th newest failure: once it leaves the window, the account is below the cap again.
      const overall = await db.query<{ createdAt: Date }>(
        `select created_at as "createdAt" from login_failures
          where account = $1 and created_at > $2::timestamptz
          order by created_at desc offset $3 limit 1`,
        [key.account, since(now), cap - 1],
      );
      const last = overall.rows[0];
      if (last) throw errors.tooManyFailures(retryAfter(last.createdAt, now), 'error.tooManyAccountFailures');
    },
    async recordFailure(key: ThrottleKey, now: Date): Promise<void> {
      await db.query('delete from login_failures where created_at <= $1::timestamptz', [since(now)]);
      await db.query('insert into login_failures (account, ip, created_at) values ($1, $2, $3::timestamptz)', [
        key.account,
        key.ip,
        now.toISOString(),
      ]);
    },
    async clear(key: ThrottleKey): Promise<void> {
      await db.query('delete from login_failures where account = $1 and ip = $2', [key.account, key.ip]);
    },
    /** Forgets the account's failures from every address, e.g. once its password has been reset. */
    async clearAccount(account: string): Promise<void> {
      await db.query('delete from login_failures where account = $1', [account]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
