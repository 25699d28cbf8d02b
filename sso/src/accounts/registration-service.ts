import { addressOf, type CodeService } from '../codes/code-service';
import { isUniqueViolation, type Database } from '../db/database';
import { errors } from '../errors';
import type { Lang } from '../i18n/messages';
import { pagePath } from '../pages/html';
import type { Contact, Registration } from './account-input';
import { findAccountByContact, insertAccount, type AccountRecord } from './account-repository';
import { hashPassword, type ScryptParams } from '@dcic/shared/server';

export interface RegistrationServiceDeps {
  db: Database;
  codes: CodeService;
  scrypt: ScryptParams;
  /** This service's public address, for the sign-in and reset links of the note to existing accounts. */
  publicUrl: string;
  limits: { perDestination: number; perClient: number };
}

/**
 * Registration by a one-time code sent to the address being registered. Whether an address already
 * has an account shows nowhere in the answers: asking for a code answers the same, counts the same
 * limits and stores a code either way; only the message differs, and only its owner reads it.
 */
export function createRegistrationService({ db, codes, scrypt, publicUrl, limits }: RegistrationServiceDeps) {
  return {
    /** A code for a free address; for one with an account, a note to sign in or reset the password instead. */
    async requestCode(contact: Contact, lang: Lang, ip: string): Promise<void> {
      const account = await findAccountByContact(db, contact);
      await codes.issue({
        purpose: 'register',
        to: contact,
        // Never tied to an account: a registration code makes one.
        accountId: null,
        lang,
        limits: [
          // Nobody may flood a stranger's inbox or phone by registering it again and again.
          { key: `to:${addressOf(contact)}`, max: limits.perDestination },
          { key: `client:${ip}`, max: limits.perClient },
        ],
        send: account
          ? {
              subject: 'note.subject.accountExists',
              text: 'note.text.accountExists',
              params: {
                loginUrl: `${publicUrl}${pagePath(lang, 'login2')}`,
                resetUrl: `${publicUrl}${pagePath(lang, 'password/forgot')}`,
              },
            }
          : 'code',
      });
    },

    /** Creates the account when the code sent to its address is right; the code is used up. */
    async register(input: Registration): Promise<AccountRecord> {
      const checked = await codes.check({ purpose: 'register', to: input.contact, code: input.code });
      const passwordHash = await hashPassword(input.password, scrypt);
      try {
        return await db.transaction(async (tx) => {
          await codes.consume(tx, checked.id);
          return insertAccount(tx, { contact: input.contact, name: input.name, passwordHash });
        });
      } catch (error) {
        // The address was registered between the code and now (or the code was guessed for an
        // address with an account): the same answer as any code that does not work.
        if (isUniqueViolation(error)) throw errors.codeInvalid();
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
