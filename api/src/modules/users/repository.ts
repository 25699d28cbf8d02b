// SQL of the users table itself; each part of the area keeps the SQL of its own tables.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { userCardsChanged } from './card-changes';
import { users, type NewUserRow, type UserRow } from './schema';

/** The columns of a user card: what a list of people shows. */
export const userCardColumns = {
  id: users.id,
  userName: users.userName,
  name: users.name,
  avatar: users.avatar,
  introduction: users.introduction,
};

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserBySsoId(db: Db, ssoId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.ssoId, ssoId)).limit(1);
  return row;
}

/** Inserts unless a user with this sso id exists; undefined when another request won the race. */
export async function insertUserIfAbsent(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.ssoId }).returning();
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: Db, user: UserRow, change: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(change).where(eq(users.id, user.id)).returning();
  // Every change of a name or an avatar comes through here: the teams shown with it read it again.
  if (change.name !== undefined || change.avatar !== undefined) userCardsChanged(db);
  return row ?? user;
}

export async function updateContact(
  db: Db,
  id: number,
  contact: { phone: string | null; email: string | null },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(contact).where(eq(users.id, id)).returning();
  return row;
}

/** Moves message_checked_at forward only; returns the number of rows changed (0 or 1). */
export async function advanceMessageCheckedAt(db: Db, id: number, time: Date): Promise<number> {
  const rows = await db
    .update(users)
    .set({ messageCheckedAt: time })
    .where(and(eq(users.id, id), or(isNull(users.messageCheckedAt), lt(users.messageCheckedAt, time))))
    .returning({ id: users.id });
  return rows.length;
}
