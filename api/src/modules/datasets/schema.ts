import type { DatasetLicence } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { competitions } from '../catalogue';
import { users } from '../users';

/** Datasets of `/datasets`, each in both languages; a null publisher is the platform itself. */
export const datasets = pgTable(
  'datasets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stable key of a dataset the demo (or another import) made: importing it again finds it.
    slug: text('slug').unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    // Markdown, rendered and sanitised by the page that shows it.
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    licence: text('licence').$type<DatasetLicence>().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publisherId: integer('publisher_id').references(() => users.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
    downloads: integer('downloads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('datasets_downloads_check', sql`${table.downloads} >= 0`),
    index('datasets_publisher_idx').on(table.publisherId),
    index('datasets_created_idx').on(table.createdAt),
  ],
);

/** A dataset's files, kept in the file store under server-made names. */
export const datasetFiles = pgTable(
  'dataset_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storedName: text('stored_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [index('dataset_files_dataset_idx').on(table.datasetId, table.sort)],
);

/** Competitions a dataset belongs to or serves. */
export const datasetCompetitions = pgTable(
  'dataset_competitions',
  {
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.datasetId, table.competitionId] }),
    index('dataset_competitions_competition_idx').on(table.competitionId),
  ],
);

/** One row per download: which file of which dataset, by whom (null: a visitor), when. */
export const datasetDownloads = pgTable(
  'dataset_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => datasetFiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dataset_downloads_dataset_idx').on(table.datasetId, table.downloadedAt)],
);

export type DatasetRow = typeof datasets.$inferSelect;
export type NewDatasetRow = typeof datasets.$inferInsert;
export type DatasetFileRow = typeof datasetFiles.$inferSelect;
