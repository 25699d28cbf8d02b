// Tables of shared source code: what a team shared, and comments on it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { competitions } from '../catalogue';
import { users } from '../users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A team's shared code: a repository link or an uploaded file (one of them), with a description. */
export const sourceCodeShares = pgTable(
  'source_code_shares',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull(),
    /** The member who shared it last. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** The repository (https only); null when a file was shared. */
    url: text('url'),
    /** The uploaded file: the name it came with (data only), its server-made name in the file store, its size. */
    fileName: text('file_name'),
    storedName: text('stored_name'),
    size: integer('size'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    // One share per team: sharing again replaces it, so the leaderboard's link is never ambiguous.
    uniqueIndex('source_code_shares_team_idx').on(table.teamId),
    check('source_code_shares_link_or_file_check', sql`(${table.url} is null) <> (${table.storedName} is null)`),
    index('source_code_shares_competition_idx').on(table.competitionId, table.createdAt),
  ],
);

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
