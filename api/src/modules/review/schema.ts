// Tables of the review area. Review users are not site users: they sign in here with their own
// account and session. Projects are the entries of solution competitions (a team's documents) and
// projects signed up directly; rounds score them with a scheme, and every change leaves an audit row.
import type { Criterion, SignupForm } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions } from '../catalogue';
import { teams } from '../teams';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const reviewUsers = pgTable(
  'review_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** name-year, e.g. wang-2019 (lower case). */
    account: text('account').notNull().unique(),
    name: text('name').notNull(),
    /** scrypt$N$r$p$salt$hash */
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    expertType: text('expert_type'),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('review_users_role_check', sql`${table.role} between 0 and 3`),
    check('review_users_expert_type_check', sql`${table.expertType} in ('evaluation-expert', 'professional-tutor', 'ccf-committee')`),
  ],
);

/** Server-side sessions, so logging out or disabling a user ends the session at once. */
export const reviewSessions = pgTable(
  'review_sessions',
  {
    /** SHA-256 of the cookie's token: a copy of this table does not hand out live sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => reviewUsers.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('review_sessions_user_idx').on(table.userId)],
);

/** Failed logins per account and address, counted in the database so every API process sees them. */
export const reviewLoginFailures = pgTable(
  'review_login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('review_login_failures_key_idx').on(table.account, table.ip, table.createdAt),
    index('review_login_failures_time_idx').on(table.createdAt),
  ],
);

export const reviewProjects = pgTable(
  'review_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').$type<'entry' | 'signup'>().notNull(),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    /** The entry's team; one project per team (a team enters one competition). */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    yearTag: integer('year_tag').notNull(),
    status: text('status').$type<'candidate' | 'preliminary' | 'recycled'>().notNull().default('candidate'),
    recycledFrom: text('recycled_from').$type<'candidate' | 'preliminary'>(),
    intention: boolean('intention').notNull().default(false),
    signup: jsonb('signup').$type<SignupForm>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check(
      'review_projects_source_check',
      sql`(${table.source} = 'entry' and ${table.teamId} is not null) or (${table.source} = 'signup' and ${table.signup} is not null)`,
    ),
    check('review_projects_status_check', sql`${table.status} in ('candidate', 'preliminary', 'recycled')`),
    uniqueIndex('review_projects_team_idx').on(table.teamId),
    index('review_projects_year_idx').on(table.yearTag, table.status),
  ],
);

/** Files attached to a direct signup (entries' documents stay with the team's submissions). */
export const reviewSignupDocuments = pgTable(
  'review_signup_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => reviewProjects.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('review_signup_documents_project_idx').on(table.projectId)],
);

export const reviewRounds = pgTable(
  'review_rounds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    yearTag: integer('year_tag').notNull(),
    state: text('state').$type<'draft' | 'open' | 'closed'>().notNull().default('draft'),
    reviewersPerProject: integer('reviewers_per_project').notNull(),
    scheme: jsonb('scheme').$type<Criterion[]>().notNull(),
    createdBy: integer('created_by').references(() => reviewUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    openedAt: at('opened_at'),
    closedAt: at('closed_at'),
    publishedAt: at('published_at'),
  },
  (table) => [check('review_rounds_state_check', sql`${table.state} in ('draft', 'open', 'closed')`)],
);

/** A reviewer's assignment to a project in a round, holding the score as it is drafted and submitted. */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => reviewProjects.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => reviewUsers.id, { onDelete: 'cascade' }),
    state: text('state').$type<'assigned' | 'draft' | 'submitted'>().notNull().default('assigned'),
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
    comment: text('comment').notNull().default(''),
    /** Weighted total on 0–100, set when submitted. */
    total: doublePrecision('total'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
    submittedAt: at('submitted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.roundId, table.projectId, table.reviewerId] }),
    check('review_assignments_state_check', sql`${table.state} in ('assigned', 'draft', 'submitted')`),
    index('review_assignments_reviewer_idx').on(table.reviewerId, table.roundId),
  ],
);

/** Who changed what, when. Never updated or deleted by the application. */
export const reviewAudit = pgTable(
  'review_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for changes made from the staff command line. */
    actorId: integer('actor_id').references(() => reviewUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    projectId: integer('project_id').references(() => reviewProjects.id, { onDelete: 'set null' }),
    roundId: integer('round_id').references(() => reviewRounds.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('review_audit_time_idx').on(table.createdAt),
    index('review_audit_project_idx').on(table.projectId, table.createdAt),
    index('review_audit_round_idx').on(table.roundId, table.createdAt),
  ],
);

/** A solution competition's final ranking, as last published from a review round. */
export const reviewFinalRankings = pgTable(
  'review_final_rankings',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => reviewProjects.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    score: doublePrecision('score').notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.teamId] })],
);

export type ReviewUserRow = typeof reviewUsers.$inferSelect;
export type ReviewProjectRow = typeof reviewProjects.$inferSelect;
export type ReviewRoundRow = typeof reviewRounds.$inferSelect;
export type ReviewAssignmentRow = typeof reviewAssignments.$inferSelect;
