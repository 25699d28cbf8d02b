import type { EditionAward, ExpertKind, PageSection } from '@dcic/shared/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Help, cooperation and the contest's own pages, each in both languages (bodies in Markdown). */
export const sitePages = pgTable(
  'site_pages',
  {
    section: text('section').$type<PageSection>().notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    coverUrl: text('cover_url'),
    // A page published in the future stays hidden until then.
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.section, table.slug] }), index('site_pages_order_idx').on(table.section, table.position)],
);

export type PageRow = typeof sitePages.$inferSelect;
export type NewPageRow = typeof sitePages.$inferInsert;

/** A track of a past edition as stored: its titles, the competition it was on this site, its winners. */
export interface StoredTrack {
  competition: string | null;
  titleZh: string;
  titleEn: string;
  winners: Array<{ award: EditionAward; team: string; result: string | null }>;
}

/** Past editions of the contest (`/review`), one per year. */
export const editions = pgTable('editions', {
  year: integer('year').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  bodyZh: text('body_zh').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  coverUrl: text('cover_url'),
  tracks: jsonb('tracks').$type<StoredTrack[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EditionRow = typeof editions.$inferSelect;
export type NewEditionRow = typeof editions.$inferInsert;

/** The experts of `/experts`, of the three types. */
export const experts = pgTable(
  'experts',
  {
    slug: text('slug').primaryKey(),
    type: text('type').$type<ExpertKind>().notNull(),
    position: integer('position').notNull().default(0),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    organisationZh: text('organisation_zh').notNull().default(''),
    organisationEn: text('organisation_en').notNull().default(''),
    photoUrl: text('photo_url'),
    bioZh: text('bio_zh').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('experts_type_idx').on(table.type, table.position)],
);

export type ExpertRow = typeof experts.$inferSelect;
export type NewExpertRow = typeof experts.$inferInsert;
