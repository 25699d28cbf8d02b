import type { Contact } from '../accounts/account-input';
import type { CodePolicy } from '../config';
import type { Database, Queryable } from '../db/database';
import type { Delivery } from '../delivery/delivery';
import type { Channel } from '../delivery/transport';
import { errors } from '../errors';
import { t, type Lang, type MessageKey, type MessageParams } from '../i18n/messages';
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

/** What an issued code sends: the code in the purpose's message, nothing, or a note of its own. */
export type CodeMessage = 'code' | 'nothing' | { subject: MessageKey; text: MessageKey; params: MessageParams };

const channelOf = (contact: Contact): Channel => (contact.kind === 'phone' ? 'sms' : 'email');

/** One-time codes: issued to an address, checked with a limited number of guesses, used once. */
export function createCodeService({ db, delivery, limit, policy, clock }: CodeServiceDeps) {
  return {
    /**
     * Issues a code for `to`, stored whatever `send` says, so every branch does the same work, keeps
     * the same limits and answers the same. `send` says what reaches the address: the code, nothing
     * (a reset for an address without an account), or a note in place of the code.
     */
    async issue(input: {
      purpose: CodePurpose;
      to: Contact;
      accountId: string | null;
      lang: Lang;
      limits: LimitKey[];
      send: CodeMessage;
    }): Promise<void> {
      const { purpose, to, accountId, lang, send } = input;
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
      if (send === 'nothing') return;
      const message =
        send === 'code'
          ? {
              subject: `code.subject.${purpose}` as MessageKey,
              text: `code.text.${purpose}` as MessageKey,
              params: { code, minutes: Math.round(policy.ttlMs / 60_000) },
            }
          : send;
      delivery.send({
        channel: channelOf(to),
        to: to.value,
        subject: t(lang, message.subject, message.params),
        text: t(lang, message.text, message.params),
      });
    },

    /**
     * Counts a guess at the live code sent to `to` and answers which account it was for (none for a
     * registration, or a reset asked for an address without an account: the caller checks). The guess
     * is counted before it is compared, and outside any transaction, so a wrong one always counts.
     */
    async check(input: {
      purpose: CodePurpose;
      to: Contact;
      code: string;
      accountId?: string;
    }): Promise<{ id: string; accountId: string | null }> {
      const live = await findLiveCode(db, input.purpose, addressOf(input.to), input.accountId ?? null, clock());
      if (!live) throw errors.codeInvalid();
      const counted = await countAttempt(db, live.id, policy.maxAttempts);
      if (!counted) throw errors.codeExhausted();
      if (!codeMatches(input.code, counted.codeHash)) throw errors.codeInvalid();
      return { id: counted.id, accountId: counted.accountId };
    },

    /** Uses the checked code up, inside the transaction that applies what it allowed. */
    async consume(tx: Queryable, id: string): Promise<void> {
      if (!(await consumeCode(tx, id, clock()))) throw errors.codeInvalid();
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
