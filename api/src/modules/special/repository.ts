import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { competitions } from '../catalogue';
import { specialContests, specialItems, type NewSpecialItemRow, type NewSpecialRow } from './schema';

export async function findSpecial(app: FastifyInstance, name: string) {
  const rows = await app.db.select().from(specialContests).where(eq(specialContests.name, name)).limit(1);
  return rows[0] ?? null;
}

export function allSpecials(db: Db) {
  return db.select().from(specialContests).orderBy(asc(specialContests.position), asc(specialContests.name));
}

export function itemsOf(db: Db, name: string) {
  return db
    .select()
    .from(specialItems)
    .where(eq(specialItems.specialName, name))
    .orderBy(asc(specialItems.kind), asc(specialItems.position));
}

export function allItems(db: Db) {
  return db.select().from(specialItems).orderBy(asc(specialItems.specialName), asc(specialItems.kind), asc(specialItems.position));
}

/** The competitions of these slugs (id, slug, titles); unknown slugs are simply absent. */
export function competitionsBySlug(db: Db, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: competitions.id, slug: competitions.slug, content: competitions.content })
    .from(competitions)
    .where(inArray(competitions.slug, slugs));
}

/** Writes a special contest and replaces all its items, in one transaction. */
export async function replaceSpecial(db: Db, row: NewSpecialRow, items: NewSpecialItemRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    const { name, ...rest } = row;
    await tx.insert(specialContests).values(row).onConflictDoUpdate({ target: specialContests.name, set: rest });
    await tx.delete(specialItems).where(eq(specialItems.specialName, name));
    if (items.length > 0) await tx.insert(specialItems).values(items);
  });
}

export async function deleteSpecialRow(db: Db, name: string): Promise<boolean> {
  const rows = await db.delete(specialContests).where(eq(specialContests.name, name)).returning({ name: specialContests.name });
  return rows.length > 0;
}
