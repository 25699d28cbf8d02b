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
  (table) => [uniqueIndex('team_members_one_team_idx').on(table.competitionId, table.userId), index('team_members_team_idx').on(table.teamId)],
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

export const cheatAppeals = pgTable('cheat_appeals', {
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
  createdAt: createdAt(),
});

export type TeamRow = typeof teams.$inferSelect;
