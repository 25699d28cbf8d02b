import { addressOf, type CodeService } from '../codes/code-service';
import { isUniqueViolation, type Database } from '../db/database';
import { errors } from '../errors';
import type { Lang } from '../i18n/messages';
import { findAccountByContact, replaceContact, type AccountRecord } from './account-repository';
import type { ContactChange, ContactCodeRequest } from './credential-input';
import type { CurrentPasswordCheck } from './current-password';

export interface ContactServiceDeps {
  db: Database;
  codes: CodeService;
  checkPassword: CurrentPasswordCheck;
  limits: { perAccount: number; perDestination: number };
}

/** Changing the bound phone or e-mail: the password first, then a code sent to the new address. */
export function createContactService({ db, codes, checkPassword, limits }: ContactServiceDeps) {
  return {
    async requestCode(accountId: string, input: ContactCodeRequest, lang: Lang, ip: string): Promise<void> {
      const account = await checkPassword(accountId, input.password, ip);
      const { contact } = input;
      if ((contact.kind === 'phone' ? account.phone : account.email) === contact.value) throw errors.invalid('error.sameContact');
      // Said before any code is sent, and without a word about the account that has it.
      const holder = await findAccountByContact(db, contact);
      if (holder && holder.id !== accountId) throw errors.contactTaken();
      await codes.issue({
        purpose: 'change-contact',
        to: contact,
        accountId,
        lang,
        send: 'code',
        // No count per client address: the site calls this through its proxy, so every person would
        // share the site server's address. The person is signed in; their account is counted instead.
        limits: [
          { key: `account:id:${accountId}`, max: limits.perAccount },
          // Nobody may flood a stranger's inbox or phone by naming it as their new address.
          { key: `to:${addressOf(contact)}`, max: limits.perDestination },
        ],
      });
    },

    async change(accountId: string, input: ContactChange): Promise<AccountRecord> {
      const checked = await codes.check({ purpose: 'change-contact', to: input.contact, code: input.code, accountId });
      try {
        return await db.transaction(async (tx) => {
          await codes.consume(tx, checked.id);
          const updated = await replaceContact(tx, accountId, input.contact);
          if (!updated) throw errors.signInRequired();
          return updated;
        });
      } catch (error) {
        // Another account took the address while the code was on its way.
        if (isUniqueViolation(error)) throw errors.contactTaken();
        throw error;
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
