import type { ReviewLoginBody, ReviewUser } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { hashPassword, verifyPassword } from '@dcic/shared/server';
import { findReviewUser, presentReviewUser } from './review-users';
import { startSession } from './sessions';

// Unknown and disabled accounts are checked against this hash too, so every refusal takes as long.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('not a review password'));

export interface LoggedIn {
  user: ReviewUser;
  token: string;
  expiresAt: Date;
}

/** Checks the throttle, then the password; one answer for a wrong password, an unknown or a disabled account. */
export async function login(app: FastifyInstance, body: ReviewLoginBody, ip: string, now = new Date()): Promise<LoggedIn> {
  const key = { account: body.account, ip };
  await assertLoginAllowed(app.db, key, now);
  const row = await findReviewUser(app.db, body.account);
  const valid = await verifyPassword(body.password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !valid || row.disabledAt) {
    await recordLoginFailure(app.db, key, now);
    raise('REVIEW_BAD_CREDENTIALS');
  }
  await clearLoginFailures(app.db, key);
  const { token, expiresAt } = await startSession(app.db, row.id, ip, now);
  return { user: presentReviewUser(row), token, expiresAt };
}
