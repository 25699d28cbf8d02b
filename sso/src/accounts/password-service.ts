import { addressOf, type CodeService } from '../codes/code-service';
import type { Database } from '../db/database';
import { errors } from '../errors';
import type { Lang } from '../i18n/messages';
import { revokeAccountSessions } from '../sessions/session-repository';
import type { Contact } from './account-input';
import { findAccountByContact, updatePasswordHash } from './account-repository';
import type { PasswordChange, PasswordReset } from './credential-input';
import type { CurrentPasswordCheck } from './current-password';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, type ScryptParams } from '@dcic/shared/server';

export interface PasswordServiceDeps {
  db: Database;
  codes: CodeService;
  checkPassword: CurrentPasswordCheck;
  loginThrottle: LoginThrottle;
  scrypt: ScryptParams;
  clock: () => Date;
  limits: { perAccount: number; perClient: number };
  /** Told after sessions have been revoked (committed), so open revocation streams hear of it at once. */
  onRevoked?: () => void;
}

// Sessions end by revocation, so the API hears of them through the revocation feed like a logout.
export function createPasswordService(deps: PasswordServiceDeps) {
  const { db, codes, checkPassword, loginThrottle, scrypt, clock, limits, onRevoked = () => undefined } = deps;
  return {
    /** A new password for a signed-in person; every other session of the account ends at once. */
    async change(accountId: string, sessionId: string, input: PasswordChange, ip: string): Promise<{ revokedSessions: number }> {
      await checkPassword(accountId, input.currentPassword, ip);
      const passwordHash = await hashPassword(input.newPassword, scrypt);
      const revokedSessions = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, accountId, passwordHash);
        return revokeAccountSessions(tx, accountId, clock(), sessionId);
      });
      if (revokedSessions > 0) onRevoked();
      return { revokedSessions };
    },

    /** Sends a reset code to the address typed, if it is an account's; the answer is the same either way. */
    async requestReset(contact: Contact, lang: Lang, ip: string): Promise<void> {
      const account = await findAccountByContact(db, contact);
      await codes.issue({
        purpose: 'reset-password',
        to: contact,
        accountId: account?.id ?? null,
        lang,
        send: account ? 'code' : 'nothing',
        limits: [
          { key: `account:${addressOf(contact)}`, max: limits.perAccount },
          { key: `client:${ip}`, max: limits.perClient },
        ],
      });
    },

    /** Sets the new password when the code is right, and ends every session of the account. */
    async reset(input: PasswordReset): Promise<void> {
      const checked = await codes.check({ purpose: 'reset-password', to: input.contact, code: input.code });
      // The address must still be the account's: it may have been changed since the code was sent.
      const account = await findAccountByContact(db, input.contact);
      if (!account || account.id !== checked.accountId) throw errors.codeInvalid();
      const passwordHash = await hashPassword(input.password, scrypt);
      await db.transaction(async (tx) => {
        await codes.consume(tx, checked.id);
        await updatePasswordHash(tx, account.id, passwordHash);
        await revokeAccountSessions(tx, account.id, clock());
      });
      onRevoked();
      // Whoever was locked out by failed sign-ins may now sign in with the new password.
      await loginThrottle.clearAccount(addressOf(input.contact));
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
