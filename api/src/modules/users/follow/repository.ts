// SQL of follows.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { userCardColumns } from '../repository';
import { userFollows, users } from '../schema';

export async function follows(db: Db, sponsorId: number, followedId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(userFollows)
    .where(and(eq(userFollows.sponsorId, sponsorId), eq(userFollows.followedId, followedId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertFollow(db: Db, sponsorId: number, followedId: number): Promise<number> {
  const rows = await db.insert(userFollows).values({ sponsorId, followedId }).onConflictDoNothing().returning({ s: userFollows.sponsorId });
  return rows.length;
}

export async function deleteFollow(db: Db, sponsorId: number, followedId: number): Promise<number> {
  const rows = await db
    .delete(userFollows)
    .where(and(eq(userFollows.sponsorId, sponsorId), eq(userFollows.followedId, followedId)))
    .returning({ s: userFollows.sponsorId });
  return rows.length;
}

export async function followCounts(db: Db, userId: number): Promise<{ followerCount: number; followingCount: number }> {
  const [followers] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followedId, userId));
  const [following] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.sponsorId, userId));
  return { followerCount: followers?.n ?? 0, followingCount: following?.n ?? 0 };
}

/** Followers (direction 'followers') or followed users ('followings') of a user, newest first. */
export async function listFollowPeople(db: Db, userId: number, direction: 'followers' | 'followings', limit: number, offset: number) {
  const [mine, theirs] =
    direction === 'followers' ? [userFollows.followedId, userFollows.sponsorId] : [userFollows.sponsorId, userFollows.followedId];
  const list = await db
    .select(userCardColumns)
    .from(userFollows)
    .innerJoin(users, eq(users.id, theirs))
    .where(eq(mine, userId))
    .orderBy(desc(userFollows.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(userFollows).where(eq(mine, userId));
  return { list, total: total?.n ?? 0 };
}

/** Of the given users, those the viewer follows. */
export async function followedAmong(db: Db, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userFollows.followedId })
    .from(userFollows)
    .where(and(eq(userFollows.sponsorId, viewerId), inArray(userFollows.followedId, ids)));
  return new Set(rows.map((row) => row.id));
}
