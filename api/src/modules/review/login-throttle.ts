import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { reviewLoginFailures } from './schema';

/** Failures per account and address before logins are refused, and the window they are counted in. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

export interface ThrottleKey {
  account: string;
  ip: string;
}

/**
 * Failed logins are counted in the database (like the SSO's), so every API process behind a load
 * balancer refuses the sixth guess alike. Once the limit is reached even the right password waits:
 * otherwise a guesser would learn when it hit.
 */
export async function assertLoginAllowed(db: Db, key: ThrottleKey, now: Date, policy = LOGIN_THROTTLE): Promise<void> {
  const since = new Date(now.getTime() - policy.windowMs);
  const [row] = await db
    .select({ failures: count(), oldest: min(reviewLoginFailures.createdAt) })
    .from(reviewLoginFailures)
    .where(and(eq(reviewLoginFailures.account, key.account), eq(reviewLoginFailures.ip, key.ip), gt(reviewLoginFailures.createdAt, since)));
  const failures = Number(row?.failures ?? 0);
  if (failures < policy.maxFailures || !row?.oldest) return;
  const retryMs = new Date(row.oldest).getTime() + policy.windowMs - now.getTime();
  raise('REVIEW_LOGIN_THROTTLED', { seconds: Math.max(1, Math.ceil(retryMs / 1000)) });
}

export async function recordLoginFailure(db: Db, key: ThrottleKey, now: Date, policy = LOGIN_THROTTLE): Promise<void> {
  await db.delete(reviewLoginFailures).where(lte(reviewLoginFailures.createdAt, new Date(now.getTime() - policy.windowMs)));
  await db.insert(reviewLoginFailures).values({ account: key.account, ip: key.ip, createdAt: now });
}

export async function clearLoginFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(reviewLoginFailures).where(and(eq(reviewLoginFailures.account, key.account), eq(reviewLoginFailures.ip, key.ip)));
}
