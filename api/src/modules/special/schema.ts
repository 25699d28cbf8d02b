import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Configuration of the special contests shown under /special/:name (title and footer per language). */
export const specialContests = pgTable('special_contests', {
  name: text('name').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  footerTextZh: text('footer_text_zh'),
  footerTextEn: text('footer_text_en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
