import type { BoardKind, PostKind } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { competitions } from '../catalogue';
import { users } from '../users';

/** Boards of `/discussion`: general boards (with a slug) and one board per competition. */
export const discussionBoards = pgTable(
  'discussion_boards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<BoardKind>().notNull(),
    // Stable key of a general board (the demo and later imports find it again by it).
    slug: text('slug').unique(),
    competitionId: integer('competition_id')
      .unique()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    // A competition's board takes the competition's name; these stay empty for it.
    nameZh: text('name_zh').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('discussion_boards_kind_check', sql`${table.kind} in ('general', 'competition')`),
    check('discussion_boards_competition_check', sql`(${table.kind} = 'competition') = (${table.competitionId} is not null)`),
  ],
);

/** Topics, questions and articles. Counters are kept by the writes that change them. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardId: integer('board_id')
      .notNull()
      .references(() => discussionBoards.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PostKind>().notNull(),
    title: text('title').notNull(),
    // HTML cleaned on write (DISCUSSION_HTML); bodyText is its plain text, for search and excerpts.
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    // Replies nobody but their author sees (abnormal ones) are not counted.
    replies: integer('replies').notNull().default(0),
    collections: integer('collections').notNull().default(0),
    acceptedReplyId: integer('accepted_reply_id').references((): AnyPgColumn => postReplies.id, { onDelete: 'set null' }),
    // Marked by staff: hidden from everybody but its author and staff.
    abnormal: boolean('abnormal').notNull().default(false),
    moderationReason: text('moderation_reason'),
    moderatedBy: text('moderated_by'),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('posts_kind_check', sql`${table.kind} in ('topic', 'question', 'article')`),
    index('posts_board_created_idx').on(table.boardId, table.createdAt),
    index('posts_author_created_idx').on(table.authorId, table.createdAt),
    index('posts_created_idx').on(table.createdAt),
  ],
);

/** Replies to topics and articles, answers to questions. */
export const postReplies = pgTable(
  'post_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    likes: integer('likes').notNull().default(0),
    abnormal: boolean('abnormal').notNull().default(false),
    moderationReason: text('moderation_reason'),
    moderatedBy: text('moderated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_replies_post_created_idx').on(table.postId, table.createdAt),
    index('post_replies_author_created_idx').on(table.authorId, table.createdAt),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const replyLikes = pgTable(
  'reply_likes',
  {
    replyId: integer('reply_id')
      .notNull()
      .references(() => postReplies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.replyId, table.userId] })],
);

/** Posts a user collected (bookmarked). */
export const postCollections = pgTable(
  'post_collections',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('post_collections_post_idx').on(table.postId)],
);

export type BoardRow = typeof discussionBoards.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
export type ReplyRow = typeof postReplies.$inferSelect;
