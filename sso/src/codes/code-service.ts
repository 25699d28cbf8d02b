import type { Contact } from '../accounts/account-input';
import type { CodePolicy } from '../config';
import type { Database, Queryable } from '../db/database';
import type { Delivery } from '../delivery/delivery';
import type { Channel } from '../delivery/transport';
import { errors } from '../errors';
import { t, type Lang, type MessageKey } from '../i18n/messages';
import { consumeCode, countAttempt, findLiveCode, insertCode, retireCodes, type CodePurpose } from './code-repository';
import { codeMatches, generateCode, hashCode } from './one-time-code';
import type { CodeRequestLimit, LimitKey } from './request-limit';

export interface CodeServiceDeps {
  db: Database;
  delivery: Delivery;
  limit: CodeRequestLimit;
  policy: CodePolicy;
  clock: () => Date;
}

/** How a code is addressed in storage and in the request limits. */
export const addressOf = (contact: Contact) => `${contact.kind}:${contact.value}`;

const channelOf = (contact: Contact): Channel => (contact.kind === 'phone' ? 'sms' : 'email');

/** One-time codes: issued to an address, checked with a limited number of guesses, used once. */
export function createCodeService({ db, delivery, limit, policy, clock }: CodeServiceDeps) {
  return {
    /**
     * Issues a code for `to` and sends it when there is an account to send it for. Without one, the
     * code is stored all the same and never sent: the same work, the same answer, the same limits.
     */
    async issue(input: { purpose: CodePurpose; to: Contact; accountId: string | null; lang: Lang; limits: LimitKey[] }): Promise<void> {
      const { purpose, to, accountId, lang } = input;
      delivery.assertAvailable(channelOf(to));
      const now = clock();
      await limit.take(input.limits, now);
      const code = generateCode();
      const address = addressOf(to);
      await db.transaction(async (tx) => {
        // Only the newest code counts: asking again makes the previous one useless.
        await retireCodes(tx, purpose, purpose === 'change-contact' && accountId ? { accountId } : { address }, now);
        await insertCode(tx, {
          purpose,
          accountId,
          address,
          codeHash: hashCode(code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + policy.ttlMs),
        });
      });
      if (!accountId) return;
      const minutes = Math.round(policy.ttlMs / 60_000);
      delivery.send({
        channel: channelOf(to),
        to: to.value,
        subject: t(lang, `code.subject.${purpose}` as MessageKey),
        text: t(lang, `code.text.${purpose}` as MessageKey, { code, minutes }),
      });
    },

    /**
     * Counts a guess at the live code sent to `to` and answers which account it was for. The guess
     * is counted before it is compared, and outside any transaction, so a wrong one always counts.
     */
    async check(input: {
      purpose: CodePurpose;
      to: Contact;
      code: string;
      accountId?: string;
    }): Promise<{ id: string; accountId: string }> {
      const live = await findLiveCode(db, input.purpose, addressOf(input.to), input.accountId ?? null, clock());
      if (!live) throw errors.codeInvalid();
      const counted = await countAttempt(db, live.id, policy.maxAttempts);
      if (!counted) throw errors.codeExhausted();
      if (!codeMatches(input.code, counted.codeHash) || !counted.accountId) throw errors.codeInvalid();
      return { id: counted.id, accountId: counted.accountId };
    },

    /** Uses the checked code up, inside the transaction that applies what it allowed. */
    async consume(tx: Queryable, id: string): Promise<void> {
      if (!(await consumeCode(tx, id, clock()))) throw errors.codeInvalid();
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
