// Tables of the inbox area: private messages between two users, one conversation row per owner and
// partner (so the session list and unread counts never scan the messages), and notices.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users';

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Plain text, never rendered as HTML; the limit is in characters (code points), as the dialog counts.
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Each side deletes a message from its own view only; the other keeps its copy.
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
    receiverDeletedAt: timestamp('receiver_deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('inbox_messages_length_check', sql`char_length(${table.content}) between 1 and 255`),
    check('inbox_messages_not_self_check', sql`${table.senderId} <> ${table.receiverId}`),
    // History of one pair, newest first, either direction.
    index('inbox_messages_pair_idx').on(table.senderId, table.receiverId, table.id),
    index('inbox_messages_receiver_pair_idx').on(table.receiverId, table.senderId, table.id),
    // The unread count polled by every signed-in page: only unread rows are indexed.
    index('inbox_messages_unread_idx').on(table.receiverId).where(sql`${table.readAt} is null and ${table.receiverDeletedAt} is null`),
  ],
);

/** One row per owner and partner: what the owner's session list shows. */
export const inboxSessions = pgTable(
  'inbox_sessions',
  {
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participatorId: integer('participator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snippet: text('snippet').notNull().default(''),
    lastSenderId: integer('last_sender_id'),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.participatorId] }),
    index('inbox_sessions_owner_last_idx').on(table.ownerId, table.lastAt),
  ],
);

export const inboxNotices = pgTable(
  'inbox_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Always the system sender (100000) today; kept so a notice can name who caused it.
    senderId: integer('sender_id').notNull().default(100000),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    // Sanitised HTML in both languages, rendered when the job wrote the notice.
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    // The job that wrote the notice: a retried job finds its row and writes nothing.
    jobId: text('job_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('inbox_notices_receiver_idx').on(table.receiverId, table.id),
    index('inbox_notices_unread_idx').on(table.receiverId).where(sql`${table.readAt} is null`),
  ],
);

export type MessageRow = typeof inboxMessages.$inferSelect;
export type SessionRow = typeof inboxSessions.$inferSelect;
export type NoticeRow = typeof inboxNotices.$inferSelect;
