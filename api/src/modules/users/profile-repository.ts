// SQL of the profile pieces: history, skills, accomplishments, follows, privacy and dynamics.
import type { AccomplishmentKind, NoticeAudience } from '@dcic/shared/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import {
  userAccomplishments,
  userDynamics,
  userEducations,
  userFollows,
  userPrivateSettings,
  users,
  userSkills,
  userWorks,
  type PrivateSettingsRow,
} from './schema';
import { SYSTEM_SENDER_ID } from '@dcic/shared/contract';

export const listSkills = (db: Db, userId: number) =>
  db.select().from(userSkills).where(eq(userSkills.userId, userId)).orderBy(asc(userSkills.id));

export const listWorks = (db: Db, userId: number) =>
  db.select().from(userWorks).where(eq(userWorks.userId, userId)).orderBy(desc(userWorks.workStartTime), desc(userWorks.id));

export const listEducations = (db: Db, userId: number) =>
  db.select().from(userEducations).where(eq(userEducations.userId, userId)).orderBy(desc(userEducations.eduStartTime), desc(userEducations.id));

export const listAccomplishments = (db: Db, userId: number) =>
  db.select().from(userAccomplishments).where(eq(userAccomplishments.userId, userId)).orderBy(desc(userAccomplishments.id));

export async function countOf(db: Db, table: typeof userSkills | typeof userEducations | typeof userWorks, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

export async function insertSkill(db: Db, userId: number, skillName: string) {
  const [row] = await db.insert(userSkills).values({ userId, skillName }).onConflictDoNothing().returning();
  return row;
}

export async function insertWork(db: Db, values: typeof userWorks.$inferInsert) {
  const [row] = await db.insert(userWorks).values(values).returning();
  return row!;
}

export async function insertEducation(db: Db, values: typeof userEducations.$inferInsert) {
  const [row] = await db.insert(userEducations).values(values).returning();
  return row!;
}

export async function insertAccomplishment(db: Db, values: typeof userAccomplishments.$inferInsert) {
  const [row] = await db.insert(userAccomplishments).values(values).returning();
  return row!;
}

/** Deletes a row only when it belongs to the user (no IDOR); returns rows removed. */
export async function deleteOwned(
  db: Db,
  table: typeof userSkills | typeof userWorks | typeof userEducations,
  userId: number,
  id: number,
): Promise<number> {
  const rows = await db.delete(table).where(and(eq(table.id, id), eq(table.userId, userId))).returning({ id: table.id });
  return rows.length;
}

export async function updateAccomplishment(db: Db, userId: number, id: number, change: Partial<typeof userAccomplishments.$inferInsert>) {
  const [row] = await db
    .update(userAccomplishments)
    .set(change)
    .where(and(eq(userAccomplishments.id, id), eq(userAccomplishments.userId, userId)))
    .returning();
  return row;
}

export async function deleteAccomplishment(db: Db, userId: number, kind: AccomplishmentKind, id: number): Promise<number> {
  const rows = await db
    .delete(userAccomplishments)
    .where(and(eq(userAccomplishments.id, id), eq(userAccomplishments.userId, userId), eq(userAccomplishments.kind, kind)))
    .returning({ id: userAccomplishments.id });
  return rows.length;
}

// ---- Follows ----

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

const cardColumns = { id: users.id, userName: users.userName, name: users.name, avatar: users.avatar, introduction: users.introduction };

/** Followers (direction 'followers') or followed users ('followings') of a user, newest first. */
export async function listFollowPeople(db: Db, userId: number, direction: 'followers' | 'followings', limit: number, offset: number) {
  const [mine, theirs] = direction === 'followers' ? [userFollows.followedId, userFollows.sponsorId] : [userFollows.sponsorId, userFollows.followedId];
  const list = await db
    .select(cardColumns)
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

// ---- Recipient search ----

function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchUsers(db: Db, keyword: string, excludeId: number, limit: number, offset: number) {
  const pattern = likePattern(keyword);
  const byId = /^\d{1,9}$/.test(keyword) ? [eq(users.id, Number(keyword))] : [];
  const where = and(
    ne(users.id, excludeId),
    ne(users.id, SYSTEM_SENDER_ID),
    or(ilike(users.name, pattern), ilike(users.userName, pattern), ...byId),
  );
  const list = await db.select(cardColumns).from(users).where(where).orderBy(asc(users.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { list, total: total?.n ?? 0 };
}

// ---- Privacy ----

export const DEFAULT_PRIVATE_SETTINGS: Omit<PrivateSettingsRow, 'userId'> = {
  showCompetition: true,
  noticeAudience: 'everyone' as NoticeAudience,
  showEducation: true,
  showCareer: true,
  showEmail: true,
  receiveOthersDynamics: true,
  receiveEmail: true,
};

export async function findPrivateSettings(db: Db, userId: number): Promise<Omit<PrivateSettingsRow, 'userId'>> {
  const [row] = await db.select().from(userPrivateSettings).where(eq(userPrivateSettings.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_PRIVATE_SETTINGS };
  const { userId: _ignored, ...settings } = row;
  return settings;
}

export async function savePrivateSetting(db: Db, userId: number, change: Partial<Omit<PrivateSettingsRow, 'userId'>>): Promise<void> {
  await db
    .insert(userPrivateSettings)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: userPrivateSettings.userId, set: change });
}

// ---- Dynamics ----

export async function insertDynamic(db: Db, userId: number, kind: string, params: Record<string, string | number>): Promise<void> {
  await db.insert(userDynamics).values({ userId, kind, params });
}

export async function listDynamics(db: Db, userId: number, limit: number, offset: number) {
  const list = await db
    .select()
    .from(userDynamics)
    .where(eq(userDynamics.userId, userId))
    .orderBy(desc(userDynamics.createdAt), desc(userDynamics.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(userDynamics).where(eq(userDynamics.userId, userId));
  return { list, total: total?.n ?? 0 };
}
