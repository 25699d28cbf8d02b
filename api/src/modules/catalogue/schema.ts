// Tables of the catalogue: race categories, tags, industries, and the competitions with their
// schedules, as competition bundles define them.
import type { AUTHENTICATION_REQUIREMENTS, CompetitionType } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The eight fixed race categories (seeded by a migration). */
export const races = pgTable('races', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull(),
  banner: text('banner').notNull().default(''),
  bannerUrl: text('banner_url').notNull().default(''),
  bannerStatus: integer('banner_status').notNull().default(1),
});

export const competitionTags = pgTable('competition_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  parentCode: text('parent_code'),
});

export const industries = pgTable('industries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
});

export interface LocalisedContent {
  name: string;
  summary: string;
  rules: string;
  data: string;
  evaluation: string;
  faq: string;
}

export interface DatasetFile {
  name: string;
  size: number;
  /** Name of the stored file inside the competition's storage folder. */
  stored: string;
}

export const competitions = pgTable(
  'competitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    slug: text('slug').notNull().unique(),
    content: jsonb('content').$type<{ 'zh-CN': LocalisedContent; 'en-US': LocalisedContent }>().notNull(),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id),
    type: text('type').$type<CompetitionType>().notNull(),
    industryCode: text('industry_code'),
    reward: text('reward').notNull().default(''),
    bonus: integer('bonus').notNull().default(0),
    isOpenSignup: boolean('is_open_signup').notNull().default(true),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    metric: text('metric'),
    /** Column of the answer (and of prediction files) after `id`. */
    targetColumn: text('target_column'),
    maxTeamSize: integer('max_team_size').notNull().default(5),
    /** Identity authentication asked before signup, before submission, or not at all. */
    authenticationRequired: text('authentication_required').$type<(typeof AUTHENTICATION_REQUIREMENTS)[number]>().notNull().default('none'),
    banner: text('banner').notNull().default(''),
    datasets: jsonb('datasets').$type<DatasetFile[]>().notNull().default([]),
    /** Stored answer file name; never served. */
    answerFile: text('answer_file'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('competitions_type_check', sql`${table.type} in ('computing', 'solution')`),
    check('competitions_authentication_required_check', sql`${table.authenticationRequired} in ('none', 'signup', 'submission')`),
    index('competitions_race_idx').on(table.raceId),
  ],
);

export const competitionTagLinks = pgTable(
  'competition_tag_links',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    tagCode: text('tag_code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.tagCode] })],
);

export const schedules = pgTable(
  'competition_schedules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    nameCn: text('name_cn').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    listBStartTime: timestamp('list_b_start_time', { withTimezone: true }),
    listBEndTime: timestamp('list_b_end_time', { withTimezone: true }),
    maxSubmitCount: integer('max_submit_count').notNull(),
    maxErrorSubmitCount: integer('max_error_submit_count').notNull(),
  },
  (table) => [uniqueIndex('competition_schedules_sort_idx').on(table.competitionId, table.sort)],
);

export type CompetitionRow = typeof competitions.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
