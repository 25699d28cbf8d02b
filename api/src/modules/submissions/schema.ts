// Tables of submissions: uploaded files with their scores, and each team's best scores per
// schedule (kept up to date when a submission is scored, so leaderboards read one row per team).
import type { SubmissionStatus } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { competitions, schedules } from '../catalogue';
import { teams } from '../teams';
import { users } from '../users';

export const submissions = pgTable(
  'submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'prediction' | 'document'>().notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    /** pending: waiting for scoring; scored; error (counts against maxErrorSubmitCount); received: a document for review. */
    status: text('status').$type<SubmissionStatus>().notNull().default('pending'),
    scoreA: doublePrecision('score_a'),
    scoreB: doublePrecision('score_b'),
    errorReason: text('error_reason'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** Set while a scoring job works on the submission (the list shows "scoring"); cleared when it ends or crashes. */
    scoringStartedAt: timestamp('scoring_started_at', { withTimezone: true }),
  },
  (table) => [
    check('submissions_status_check', sql`${table.status} in ('pending', 'scored', 'error', 'received')`),
    index('submissions_team_idx').on(table.teamId, table.scheduleId, table.status),
    index('submissions_user_idx').on(table.userId, table.scheduleId),
    index('submissions_schedule_time_idx').on(table.scheduleId, table.status, table.createdAt),
    // The queue position of a waiting file counts the waiting files before it, over every competition.
    index('submissions_waiting_idx').on(table.id).where(sql`${table.status} = 'pending'`),
  ],
);

/** Best scores of a team in a schedule; `previous*` hold the bests as they were before today (rank change). */
export const teamScores = pgTable(
  'team_scores',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    bestA: doublePrecision('best_a').notNull(),
    bestATime: timestamp('best_a_time', { withTimezone: true }).notNull(),
    bestB: doublePrecision('best_b').notNull(),
    bestBTime: timestamp('best_b_time', { withTimezone: true }).notNull(),
    previousA: doublePrecision('previous_a'),
    previousB: doublePrecision('previous_b'),
    validCount: integer('valid_count').notNull().default(0),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scheduleId, table.teamId] }),
    index('team_scores_a_idx').on(table.scheduleId, table.bestA),
    index('team_scores_b_idx').on(table.scheduleId, table.bestB),
  ],
);

/**
 * Best list A score of a team in a schedule per week (Monday 00:00 UTC, by upload time), kept by the
 * scoring job like `team_scores`, so the weekly board reads one row per team instead of the week's files.
 */
export const teamWeeklyScores = pgTable(
  'team_weekly_scores',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    bestA: doublePrecision('best_a').notNull(),
    bestATime: timestamp('best_a_time', { withTimezone: true }).notNull(),
    validCount: integer('valid_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.scheduleId, table.week, table.teamId] }),
    index('team_weekly_scores_a_idx').on(table.scheduleId, table.week, table.bestA),
  ],
);

/** A re-score asked by staff: of one submission, or of every scored or failed file of a competition. */
export const rescores = pgTable('rescores', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  /** Set when one submission was asked for. */
  submissionId: integer('submission_id'),
  requestedBy: text('requested_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One file of a re-score. Its state moves once from queued to done or failed, in the transaction
 * that writes the new score: a retried job finds it no longer queued and writes nothing again.
 */
export const rescoreItems = pgTable(
  'rescore_items',
  {
    rescoreId: integer('rescore_id')
      .notNull()
      .references(() => rescores.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    state: text('state').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
  },
  (table) => [
    primaryKey({ columns: [table.rescoreId, table.submissionId] }),
    check('rescore_items_state_check', sql`${table.state} in ('queued', 'done', 'failed')`),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;
