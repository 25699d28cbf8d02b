import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SpecialItemKind } from '@dcic/shared/contract';

/** Configuration of the special contests shown under /special/:name (title, footer, introduction per language). */
export const specialContests = pgTable('special_contests', {
  name: text('name').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  footerTextZh: text('footer_text_zh'),
  footerTextEn: text('footer_text_en'),
  // Markdown, rendered and sanitised by the page that shows it.
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  bannerUrl: text('banner_url'),
  /** Slugs of the competitions the contest links to, in order (unknown slugs are refused on write). */
  competitions: jsonb('competitions').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SpecialRow = typeof specialContests.$inferSelect;
export type NewSpecialRow = typeof specialContests.$inferInsert;

/** The items of a special contest's child pages: organisers, contacts, experts, jobs, talents, news. */
export const specialItems = pgTable(
  'special_items',
  {
    specialName: text('special_name')
      .notNull()
      .references(() => specialContests.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    kind: text('kind').$type<SpecialItemKind>().notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleZh: text('subtitle_zh').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.specialName, table.kind, table.slug] }),
    index('special_items_order_idx').on(table.specialName, table.kind, table.position),
  ],
);

export type SpecialItemRow = typeof specialItems.$inferSelect;
export type NewSpecialItemRow = typeof specialItems.$inferInsert;
