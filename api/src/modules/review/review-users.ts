// Review users: created, disabled and re-enabled by staff from the command line (and by the demo
// seed), never by a page. Each change is audited with no actor (the command line has no review user).
import {
  EXPERT_TYPES,
  REVIEW_PASSWORD_MAX,
  REVIEW_PASSWORD_MIN,
  REVIEW_ROLES,
  reviewAccountYear,
  type ReviewUser,
} from '@dcic/shared/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { audit } from './audit';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from '@dcic/shared/server';
import { reviewUsers, type ReviewUserRow } from './schema';
import { revokeUserSessions } from './sessions';

/** A request the command line should refuse with this message. */
export class ReviewUserInputError extends Error {
  override readonly name = 'ReviewUserInputError';
}

export interface NewReviewUser {
  account: string;
  name: string;
  password: string;
  role: number;
  expertType?: string | null;
}

function checkPassword(password: string): void {
  if (password.length < REVIEW_PASSWORD_MIN || password.length > REVIEW_PASSWORD_MAX) {
    throw new ReviewUserInputError(`the password must be ${REVIEW_PASSWORD_MIN} to ${REVIEW_PASSWORD_MAX} characters long`);
  }
}

export function presentReviewUser(row: ReviewUserRow): ReviewUser {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    role: row.role as ReviewUser['role'],
    year: reviewAccountYear(row.account) ?? 0,
    expertType: (row.expertType as ReviewUser['expertType']) ?? null,
  };
}

export async function findReviewUser(db: Db, account: string): Promise<ReviewUserRow | undefined> {
  const [row] = await db.select().from(reviewUsers).where(eq(reviewUsers.account, account.trim().toLowerCase()));
  return row;
}

async function existing(db: Db, account: string): Promise<ReviewUserRow> {
  const row = await findReviewUser(db, account);
  if (!row) throw new ReviewUserInputError(`no review user ${account}`);
  return row;
}

export async function createReviewUser(db: Db, input: NewReviewUser, scrypt: ScryptParams = DEFAULT_SCRYPT): Promise<ReviewUserRow> {
  const account = input.account.trim().toLowerCase();
  if (reviewAccountYear(account) === null)
    throw new ReviewUserInputError(`the account must be name-year, e.g. wang-2019 (got ${input.account})`);
  if (!(REVIEW_ROLES as readonly number[]).includes(input.role)) throw new ReviewUserInputError('the role must be 0, 1, 2 or 3');
  if (input.expertType && !(EXPERT_TYPES as readonly string[]).includes(input.expertType)) {
    throw new ReviewUserInputError(`the expert type must be one of ${EXPERT_TYPES.join(', ')}`);
  }
  const name = input.name.trim();
  if (!name) throw new ReviewUserInputError('the name is required');
  checkPassword(input.password);
  if (await findReviewUser(db, account)) throw new ReviewUserInputError(`the review user ${account} exists already`);
  const passwordHash = await hashPassword(input.password, scrypt);
  const [row] = await db
    .insert(reviewUsers)
    .values({ account, name, passwordHash, role: input.role, expertType: input.expertType ?? null })
    .returning();
  await audit(db, { actorId: null, action: 'user.create', detail: { account, role: input.role } });
  return row!;
}

/** Disabling ends the user's sessions at once; their scores stay. */
export async function setReviewUserDisabled(db: Db, account: string, disabled: boolean, now = new Date()): Promise<ReviewUserRow> {
  const row = await existing(db, account);
  const [updated] = await db
    .update(reviewUsers)
    .set({ disabledAt: disabled ? now : null })
    .where(eq(reviewUsers.id, row.id))
    .returning();
  if (disabled) await revokeUserSessions(db, row.id, now);
  await audit(db, { actorId: null, action: disabled ? 'user.disable' : 'user.enable', detail: { account: row.account } });
  return updated!;
}

export async function setReviewUserPassword(
  db: Db,
  account: string,
  password: string,
  scrypt: ScryptParams = DEFAULT_SCRYPT,
  now = new Date(),
): Promise<void> {
  const row = await existing(db, account);
  checkPassword(password);
  await db
    .update(reviewUsers)
    .set({ passwordHash: await hashPassword(password, scrypt) })
    .where(eq(reviewUsers.id, row.id));
  await revokeUserSessions(db, row.id, now);
  await audit(db, { actorId: null, action: 'user.password', detail: { account: row.account } });
}

export function listReviewUsers(db: Db): Promise<ReviewUserRow[]> {
  return db.select().from(reviewUsers).orderBy(asc(reviewUsers.account));
}
