// Tables of the teams area: the players of a competition (its signups), their teams, members, join
// requests, and appeals against a cheating verdict.
import type { AppealStatus, JoinRequestStatus } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { competitions, schedules } from '../catalogue';
import { users } from '../users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A user's signup to a competition (a player); the team is a separate step. */
export const players = pgTable(
  'competition_players',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isRedance: boolean('is_redance').notNull().default(false),
    /** Who invited the player (the invite link's targetId), when known. */
    targetId: integer('target_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.userId] }), index('competition_players_user_idx').on(table.userId)],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    announcement: text('announcement').notNull().default(''),
    joinAvailable: boolean('join_available').notNull().default(true),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id),
    mentor: text('mentor').notNull().default(''),
    mentorOrganisation: text('mentor_organisation').notNull().default(''),
    /** The schedule the team is admitted to; later schedules (sort > 0) accept only their teams. */
    scheduleId: integer('schedule_id').references(() => schedules.id),
    /** Lets a user join without the captain's approval; null until the captain asks for one. */
    invitationCode: text('invitation_code').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('teams_name_idx').on(table.competitionId, table.name)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // Repeated from the team so one unique index keeps a user in one team per competition.
    competitionId: integer('competition_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_members_one_team_idx').on(table.competitionId, table.userId),
    index('team_members_team_idx').on(table.teamId),
  ],
);

export const joinRequests = pgTable(
  'team_join_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull().default(''),
    status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disposedAt: timestamp('disposed_at', { withTimezone: true }),
  },
  (table) => [
    check('team_join_requests_status_check', sql`${table.status} in ('pending', 'accepted', 'denied')`),
    index('team_join_requests_team_idx').on(table.teamId, table.status),
    // One open request per user and team.
    uniqueIndex('team_join_requests_pending_idx').on(table.teamId, table.userId).where(sql`status = 'pending'`),
  ],
);

/** Staff found a team cheating: it is hidden from the leaderboards and its members are told why. */
export const cheatVerdicts = pgTable(
  'cheat_verdicts',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The staff account that flagged it (or `cli` from the command line). */
    flaggedBy: text('flagged_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cheat_verdicts_competition_idx').on(table.competitionId)],
);

export const cheatAppeals = pgTable(
  'cheat_appeals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    status: text('status').$type<AppealStatus>().notNull().default('pending'),
    /** Staff's answer, given with the decision. */
    reply: text('reply').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('cheat_appeals_status_check', sql`${table.status} in ('pending', 'accepted', 'rejected')`),
    // One open appeal per team: a second waits until staff decided the first.
    uniqueIndex('cheat_appeals_pending_idx').on(table.teamId).where(sql`status = 'pending'`),
    index('cheat_appeals_team_idx').on(table.teamId, table.createdAt),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
