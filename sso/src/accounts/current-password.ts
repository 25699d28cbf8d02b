import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { findAccountById, type AccountRecord } from './account-repository';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from '@dcic/shared/server';

/**
 * The signed-in person proves they still know the password before changing it or the address.
 * Wrong guesses are throttled like sign-ins (per account and client address), or a stolen session
 * cookie would allow an endless password search.
 */
export function createCurrentPasswordCheck({ db, throttle, clock }: { db: Queryable; throttle: LoginThrottle; clock: () => Date }) {
  return async (accountId: string, password: string, ip: string): Promise<AccountRecord> => {
    const key = { account: `id:${accountId}`, ip };
    const now = clock();
    await throttle.assertAllowed(key, now);
    const account = await findAccountById(db, accountId);
    if (!account) throw errors.signInRequired();
    if (!(await verifyPassword(password, account.passwordHash))) {
      await throttle.recordFailure(key, now);
      throw errors.wrongCurrentPassword();
    }
    await throttle.clear(key);
    return account;
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;
