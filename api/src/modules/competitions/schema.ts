// Tables of the competitions area: who accepted a competition's dataset agreement, and each download.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { competitions } from '../catalogue';
import { users } from '../users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const datasetAgreements = pgTable(
  'dataset_agreements',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.userId] })],
);

export const downloadLogs = pgTable('dataset_download_logs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  file: text('file').notNull(),
  createdAt: createdAt(),
});
