// SQL of the changes a user makes to the pieces of their profile. Every statement names the owner,
// so an id in the request only ever selects among that user's own rows.
import type { AccomplishmentKind } from '@dcic/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { userAccomplishments, userEducations, userSkills, userWorks } from '../schema';

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
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
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
