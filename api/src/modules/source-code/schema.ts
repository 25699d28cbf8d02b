// Tables of shared source code: what a team shared, and comments on it.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { competitions } from '../catalogue';
import { users } from '../users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const sourceCodeShares = pgTable('source_code_shares', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const sourceCodeComments = pgTable(
  'source_code_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shareId: integer('share_id')
      .notNull()
      .references(() => sourceCodeShares.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('source_code_comments_share_idx').on(table.shareId, table.createdAt)],
);
