import type { NewsCategory } from '@dcic/shared/contract';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** News items of `/information`, each in both languages. */
export const newsItems = pgTable(
  'news_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stable key of an item that came from a content bundle: importing the same slug again updates it.
    slug: text('slug').unique(),
    category: text('category').$type<NewsCategory>().notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    // Markdown, rendered and sanitised by the page that shows it.
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    coverUrl: text('cover_url'),
    source: text('source').notNull(),
    // An item published in the future stays hidden until then.
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_items_category_published_idx').on(table.category, table.publishedAt)],
);

export type NewsRow = typeof newsItems.$inferSelect;
export type NewNewsRow = typeof newsItems.$inferInsert;
