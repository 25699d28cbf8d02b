// SQL that reads the pieces of a profile (skills, history, accomplishments) and its dynamics.
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { userAccomplishments, userDynamics, userEducations, userSkills, userWorks } from '../schema';

export const listSkills = (db: Db, userId: number) =>
  db.select().from(userSkills).where(eq(userSkills.userId, userId)).orderBy(asc(userSkills.id));

export const listWorks = (db: Db, userId: number) =>
  db.select().from(userWorks).where(eq(userWorks.userId, userId)).orderBy(desc(userWorks.workStartTime), desc(userWorks.id));

export const listEducations = (db: Db, userId: number) =>
  db
    .select()
    .from(userEducations)
    .where(eq(userEducations.userId, userId))
    .orderBy(desc(userEducations.eduStartTime), desc(userEducations.id));

export const listAccomplishments = (db: Db, userId: number) =>
  db.select().from(userAccomplishments).where(eq(userAccomplishments.userId, userId)).orderBy(desc(userAccomplishments.id));

export async function countOf(
  db: Db,
  table: typeof userSkills | typeof userEducations | typeof userWorks,
  userId: number,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/** Records what a user did, for their followers to see (the notices tab). */
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
