// Review sessions live in the database: the cookie holds a random token, the table its SHA-256, so
// logging out, disabling a user or changing a password ends the session on every API process.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { reviewSessions, reviewUsers, type ReviewUserRow } from './schema';

/** Separate from the SSO's cookie: a review session never signs anyone in to the site, nor back. */
export const REVIEW_COOKIE = 'dcic_review';
const REVIEW_SESSION_MS = 12 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(db: Db, userId: number, ip: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + REVIEW_SESSION_MS);
  await db.insert(reviewSessions).values({ id: digest(token), userId, ip, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live, enabled user of a session token, or null. */
export async function sessionUser(db: Db, token: string, now = new Date()): Promise<ReviewUserRow | null> {
  const [row] = await db
    .select({ user: reviewUsers })
    .from(reviewSessions)
    .innerJoin(reviewUsers, eq(reviewUsers.id, reviewSessions.userId))
    .where(
      and(
        eq(reviewSessions.id, digest(token)),
        isNull(reviewSessions.revokedAt),
        gt(reviewSessions.expiresAt, now),
        isNull(reviewUsers.disabledAt),
      ),
    );
  return row?.user ?? null;
}

export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(reviewSessions)
    .set({ revokedAt: now })
    .where(and(eq(reviewSessions.id, digest(token)), isNull(reviewSessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(reviewSessions)
    .set({ revokedAt: now })
    .where(and(eq(reviewSessions.userId, userId), isNull(reviewSessions.revokedAt)));
}
