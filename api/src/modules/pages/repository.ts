// SQL of the site pages, past editions and experts. Only pages whose publication time has come are
// ever read by visitors.
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { ExpertKind, PageSection } from '@dcic/shared/contract';
import type { Db } from '../../db/types';
import { competitions } from '../catalogue';
import { editions, experts, sitePages, type NewEditionRow, type NewExpertRow, type NewPageRow } from './schema';

export function publishedPages(db: Db, section: PageSection, now: Date) {
  return db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.section, section), lte(sitePages.publishedAt, now)))
    .orderBy(asc(sitePages.position), desc(sitePages.publishedAt), asc(sitePages.slug));
}

export async function publishedPage(db: Db, section: PageSection, slug: string, now: Date) {
  const rows = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.section, section), eq(sitePages.slug, slug), lte(sitePages.publishedAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export function allPages(db: Db) {
  return db.select().from(sitePages).orderBy(asc(sitePages.section), asc(sitePages.slug));
}

export async function upsertPage(db: Db, row: NewPageRow): Promise<void> {
  const { section: _section, slug: _slug, ...rest } = row;
  await db
    .insert(sitePages)
    .values(row)
    .onConflictDoUpdate({ target: [sitePages.section, sitePages.slug], set: { ...rest, updatedAt: new Date() } });
}

export async function deletePageRow(db: Db, section: PageSection, slug: string): Promise<boolean> {
  const rows = await db
    .delete(sitePages)
    .where(and(eq(sitePages.section, section), eq(sitePages.slug, slug)))
    .returning({ slug: sitePages.slug });
  return rows.length > 0;
}

export function allEditions(db: Db) {
  return db.select().from(editions).orderBy(desc(editions.year));
}

export async function upsertEdition(db: Db, row: NewEditionRow): Promise<void> {
  const { year: _year, ...rest } = row;
  await db
    .insert(editions)
    .values(row)
    .onConflictDoUpdate({ target: editions.year, set: { ...rest, updatedAt: new Date() } });
}

export async function deleteEditionRow(db: Db, year: number): Promise<boolean> {
  return (await db.delete(editions).where(eq(editions.year, year)).returning({ year: editions.year })).length > 0;
}

export function listExpertRows(db: Db, type?: ExpertKind) {
  return db
    .select()
    .from(experts)
    .where(type ? eq(experts.type, type) : undefined)
    .orderBy(asc(experts.type), asc(experts.position), asc(experts.slug));
}

export async function upsertExpert(db: Db, row: NewExpertRow): Promise<void> {
  const { slug: _slug, ...rest } = row;
  await db
    .insert(experts)
    .values(row)
    .onConflictDoUpdate({ target: experts.slug, set: { ...rest, updatedAt: new Date() } });
}

export async function deleteExpertRow(db: Db, slug: string): Promise<boolean> {
  return (await db.delete(experts).where(eq(experts.slug, slug)).returning({ slug: experts.slug })).length > 0;
}

/** The competitions of these slugs (id, slug, titles); unknown slugs are simply absent. */
export function competitionsBySlug(db: Db, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: competitions.id, slug: competitions.slug, content: competitions.content })
    .from(competitions)
    .where(inArray(competitions.slug, slugs));
}
