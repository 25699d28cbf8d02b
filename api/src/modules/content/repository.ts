// SQL of the news items. Only items whose publication time has come are ever read by visitors.
import type { NewsCategory } from '@dcic/shared/contract';
import { and, count, desc, eq, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { containsPattern } from '../../lib/like-pattern';
import { newsItems, type NewNewsRow, type NewsRow } from './schema';

export interface NewsFilter {
  category?: NewsCategory;
  search?: string;
  now: Date;
}

function published(now: Date): SQL {
  return lte(newsItems.publishedAt, now);
}

function matching(filter: NewsFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [published(filter.now)];
  if (filter.category) conditions.push(eq(newsItems.category, filter.category));
  if (filter.search) {
    // Both languages, so a reader finds an item whichever language they search in (ILIKE works on
    // Chinese text as well: no word splitting is needed to find a run of characters).
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(newsItems.titleZh, pattern),
        ilike(newsItems.titleEn, pattern),
        ilike(newsItems.bodyZh, pattern),
        ilike(newsItems.bodyEn, pattern),
      ),
    );
  }
  return and(...conditions);
}

const newestFirst = [desc(newsItems.publishedAt), desc(newsItems.id)];

export async function listNewsRows(db: Db, filter: NewsFilter, limit: number, offset: number): Promise<{ rows: NewsRow[]; total: number }> {
  const where = matching(filter);
  const rows = await db
    .select()
    .from(newsItems)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(newsItems).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Counts a view and answers the item, in one statement; null when it is unknown or not yet published. */
export async function viewNewsRow(db: Db, id: number, now: Date): Promise<NewsRow | null> {
  const rows = await db
    .update(newsItems)
    .set({ views: sql`${newsItems.views} + 1` })
    .where(and(eq(newsItems.id, id), published(now)))
    .returning();
  return rows[0] ?? null;
}

export function relatedNewsRows(db: Db, item: NewsRow, limit: number, now: Date): Promise<NewsRow[]> {
  return db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.category, item.category), ne(newsItems.id, item.id), published(now)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function countNewsByCategory(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: newsItems.category, total: count() })
    .from(newsItems)
    .where(published(now))
    .groupBy(newsItems.category);
  return new Map(rows.map((row) => [row.category, Number(row.total)]));
}

export async function insertNewsRow(db: Db, row: NewNewsRow): Promise<number> {
  const [inserted] = await db.insert(newsItems).values(row).returning({ id: newsItems.id });
  return inserted!.id;
}

export async function updateNewsRow(db: Db, id: number, row: Partial<NewNewsRow>): Promise<boolean> {
  const rows = await db
    .update(newsItems)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(newsItems.id, id))
    .returning({ id: newsItems.id });
  return rows.length > 0;
}

export async function deleteNewsRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(newsItems).where(eq(newsItems.id, id)).returning({ id: newsItems.id });
  return rows.length > 0;
}

/** Creates or updates the item of a bundle's slug; views stay as they are on an update. */
export async function upsertNewsBySlug(db: Db, row: NewNewsRow & { slug: string }): Promise<{ id: number; created: boolean }> {
  const [existing] = await db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.slug, row.slug)).limit(1);
  if (existing) {
    const { views: _views, ...changes } = row;
    await updateNewsRow(db, existing.id, changes);
    return { id: existing.id, created: false };
  }
  return { id: await insertNewsRow(db, row), created: true };
}

export function allNewsRows(db: Db): Promise<NewsRow[]> {
  return db
    .select()
    .from(newsItems)
    .orderBy(...newestFirst);
}
