import { isUniqueViolation, type Database } from '../db/database';
import { errors } from '../errors';
import type { Contact, Credentials } from './account-input';
import { bindContact, findAccountByContact, findAccountById, type AccountRecord } from './account-repository';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword, type ScryptParams } from '@dcic/shared/server';

export interface AccountServiceDeps {
  db: Database;
  throttle: LoginThrottle;
  scrypt: ScryptParams;
  clock: () => Date;
}

export function createAccountService({ db, throttle, scrypt, clock }: AccountServiceDeps) {
  // Unknown accounts are checked against this hash too, so both answers take as long.
  const decoyHash = hashPassword('decoy password 1', scrypt);

  return {
    async login(credentials: Credentials, ip: string): Promise<AccountRecord> {
      const key = { account: `${credentials.contact.kind}:${credentials.contact.value}`, ip };
      const now = clock();
      await throttle.assertAllowed(key, now);
      const account = await findAccountByContact(db, credentials.contact);
      const valid = await verifyPassword(credentials.password, account?.passwordHash ?? (await decoyHash));
      if (!account || !valid) {
        await throttle.recordFailure(key, now);
        throw errors.badCredentials();
      }
      await throttle.clear(key);
      return account;
    },

    /** Adds the missing phone or e-mail; binding the value already bound is a no-op. */
    async bind(accountId: string, contact: Contact): Promise<AccountRecord> {
      const current = await findAccountById(db, accountId);
      if (!current) throw errors.signInRequired();
      const bound = contact.kind === 'phone' ? current.phone : current.email;
      if (bound === contact.value) return current;
      if (bound !== null) throw errors.alreadyBound(contact.kind);
      try {
        const updated = await bindContact(db, accountId, contact);
        // Another request bound one in between: answer as if it had come first.
        if (!updated) throw errors.alreadyBound(contact.kind);
        return updated;
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.contactTaken();
        throw error;
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
