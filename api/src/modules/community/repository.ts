// SQL of boards, posts, replies, likes and collections. What a viewer may see is decided by the
// `Visibility` each read receives: abnormal rows only for their author and staff.
import type { BoardKind, PostKind, PostSort } from '@dcic/shared/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { containsPattern } from '../../lib/like-pattern';
import { competitions } from '../catalogue';
import { users } from '../users';
import {
  discussionBoards,
  postCollections,
  postLikes,
  postReplies,
  posts,
  replyLikes,
  type BoardRow,
  type NewPostRow,
  type PostRow,
  type ReplyRow,
} from './schema';

/** Who is looking: abnormal posts and replies show to their author and to staff only. */
export interface Visibility {
  viewerId: number | null;
  staff: boolean;
}

function visiblePost(visibility: Visibility): SQL | undefined {
  if (visibility.staff) return undefined;
  return visibility.viewerId === null ? eq(posts.abnormal, false) : or(eq(posts.abnormal, false), eq(posts.authorId, visibility.viewerId));
}

function visibleReply(visibility: Visibility): SQL | undefined {
  if (visibility.staff) return undefined;
  return visibility.viewerId === null
    ? eq(postReplies.abnormal, false)
    : or(eq(postReplies.abnormal, false), eq(postReplies.authorId, visibility.viewerId));
}

// ---- boards ----

export interface BoardWithName extends BoardRow {
  competitionContent: (typeof competitions.$inferSelect)['content'] | null;
  posts: number;
}

const visiblePostCount = sql<number>`(select count(*) from ${posts} where ${posts.boardId} = ${discussionBoards.id} and ${posts.abnormal} = false)`;

function boardQuery(db: Db) {
  return db
    .select({ board: discussionBoards, competitionContent: competitions.content, posts: visiblePostCount.mapWith(Number) })
    .from(discussionBoards)
    .leftJoin(competitions, eq(competitions.id, discussionBoards.competitionId));
}

export async function listBoardRows(db: Db, kind: BoardKind | undefined): Promise<BoardWithName[]> {
  const rows = await boardQuery(db)
    .where(kind ? eq(discussionBoards.kind, kind) : undefined)
    .orderBy(
      sql`case when ${discussionBoards.kind} = 'general' then 0 else 1 end`,
      asc(discussionBoards.sort),
      desc(competitions.startTime),
      asc(discussionBoards.id),
    );
  return rows.map((row) => ({ ...row.board, competitionContent: row.competitionContent, posts: row.posts }));
}

async function findBoardRow(db: Db, where: SQL): Promise<BoardWithName | null> {
  const [row] = await boardQuery(db).where(where).limit(1);
  return row ? { ...row.board, competitionContent: row.competitionContent, posts: row.posts } : null;
}

export const boardById = (db: Db, id: number) => findBoardRow(db, eq(discussionBoards.id, id));
export const boardOfCompetition = (db: Db, competitionId: number) => findBoardRow(db, eq(discussionBoards.competitionId, competitionId));

/** Creates the competition's board unless it exists (two first visits at once make one board). */
export async function ensureCompetitionBoardRow(db: Db, competitionId: number): Promise<void> {
  await db.insert(discussionBoards).values({ kind: 'competition', competitionId }).onConflictDoNothing();
}

/** Creates or updates a general board by its slug; answers its id. */
export async function upsertGeneralBoard(
  db: Db,
  board: { slug: string; nameZh: string; nameEn: string; descriptionZh: string; descriptionEn: string; sort: number },
): Promise<number> {
  const [row] = await db
    .insert(discussionBoards)
    .values({ kind: 'general', ...board })
    .onConflictDoUpdate({
      target: discussionBoards.slug,
      set: {
        nameZh: board.nameZh,
        nameEn: board.nameEn,
        descriptionZh: board.descriptionZh,
        descriptionEn: board.descriptionEn,
        sort: board.sort,
      },
    })
    .returning({ id: discussionBoards.id });
  return row!.id;
}

// ---- posts ----

export interface PostWithNames {
  post: PostRow;
  author: { id: number; userName: string; name: string; avatar: string | null };
  board: BoardRow;
  competitionContent: BoardWithName['competitionContent'];
}

const authorColumns = { id: users.id, userName: users.userName, name: users.name, avatar: users.avatar };

function postQuery(db: Db) {
  return db
    .select({ post: posts, author: authorColumns, board: discussionBoards, competitionContent: competitions.content })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(discussionBoards, eq(discussionBoards.id, posts.boardId))
    .leftJoin(competitions, eq(competitions.id, discussionBoards.competitionId));
}

export interface PostFilter {
  boardId?: number;
  competitionId?: number;
  kind?: PostKind;
  search?: string;
}

function matching(filter: PostFilter, visibility: Visibility): SQL | undefined {
  const conditions: Array<SQL | undefined> = [visiblePost(visibility)];
  if (filter.boardId) conditions.push(eq(posts.boardId, filter.boardId));
  if (filter.competitionId) conditions.push(eq(discussionBoards.competitionId, filter.competitionId));
  if (filter.kind) conditions.push(eq(posts.kind, filter.kind));
  if (filter.search) {
    // ILIKE finds a run of Chinese characters as well as English words; no word splitting needed.
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(posts.title, pattern), ilike(posts.bodyText, pattern)));
  }
  return and(...conditions);
}

/** Activity per hour of age: likes, replies and collections weigh most; a new post climbs fast, an old one sinks. */
function hotness(now: Date): SQL {
  const hours = sql`greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${posts.createdAt})) / 3600, 0)`;
  return sql`(${posts.likes} * 3 + ${posts.replies} * 4 + ${posts.collections} * 3 + ${posts.views} / 20.0 + 1) / power(${hours} + 2, 1.3)`;
}

export async function listPostRows(
  db: Db,
  filter: PostFilter,
  visibility: Visibility,
  sort: PostSort,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: PostWithNames[]; total: number }> {
  const where = matching(filter, visibility);
  const order = sort === 'hottest' ? [desc(hotness(now)), desc(posts.id)] : [desc(posts.createdAt), desc(posts.id)];
  const rows = await postQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(posts)
    .innerJoin(discussionBoards, eq(discussionBoards.id, posts.boardId))
    .where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findPostRow(db: Db, id: number): Promise<PostWithNames | null> {
  const [row] = await postQuery(db).where(eq(posts.id, id)).limit(1);
  return row ?? null;
}

/** The post row alone, locked to the end of the transaction. */
export async function postRowForUpdate(db: Db, id: number): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).for('update');
  return row ?? null;
}

export async function countView(db: Db, id: number): Promise<void> {
  await db
    .update(posts)
    .set({ views: sql`${posts.views} + 1` })
    .where(eq(posts.id, id));
}

export async function insertPostRow(db: Db, row: NewPostRow): Promise<number> {
  const [inserted] = await db.insert(posts).values(row).returning({ id: posts.id });
  return inserted!.id;
}

export async function updatePostRow(db: Db, id: number, changes: Partial<NewPostRow>): Promise<void> {
  await db.update(posts).set(changes).where(eq(posts.id, id));
}

export async function deletePostRow(db: Db, id: number): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

/** Posts and replies the user wrote since `since`, together. */
export async function countWritesSince(db: Db, authorId: number, since: Date): Promise<number> {
  const [written] = await db
    .select({ total: count() })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), gt(posts.createdAt, since)));
  const [replied] = await db
    .select({ total: count() })
    .from(postReplies)
    .where(and(eq(postReplies.authorId, authorId), gt(postReplies.createdAt, since)));
  return Number(written?.total ?? 0) + Number(replied?.total ?? 0);
}

/** Serialises one user's writes, so two requests at once cannot both pass the rate check. */
export async function lockWriter(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${POSTING_LOCK}::int4, ${userId}::int4)`);
}
const POSTING_LOCK = 60_013;

// ---- replies ----

export interface ReplyWithAuthor {
  reply: ReplyRow;
  author: PostWithNames['author'];
}

function replyQuery(db: Db) {
  return db.select({ reply: postReplies, author: authorColumns }).from(postReplies).innerJoin(users, eq(users.id, postReplies.authorId));
}

export async function listReplyRows(
  db: Db,
  post: PostRow,
  visibility: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: ReplyWithAuthor[]; total: number }> {
  const where = and(eq(postReplies.postId, post.id), visibleReply(visibility));
  const accepted = post.acceptedReplyId ?? 0;
  const rows = await replyQuery(db)
    .where(where)
    .orderBy(sql`case when ${postReplies.id} = ${accepted} then 0 else 1 end`, asc(postReplies.createdAt), asc(postReplies.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(postReplies).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findReplyRow(db: Db, id: number): Promise<ReplyWithAuthor | null> {
  const [row] = await replyQuery(db).where(eq(postReplies.id, id)).limit(1);
  return row ?? null;
}

export async function insertReplyRow(db: Db, row: typeof postReplies.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(postReplies).values(row).returning({ id: postReplies.id });
  return inserted!.id;
}

export async function updateReplyRow(db: Db, id: number, changes: Partial<typeof postReplies.$inferInsert>): Promise<void> {
  await db.update(postReplies).set(changes).where(eq(postReplies.id, id));
}

export async function deleteReplyRow(db: Db, id: number): Promise<void> {
  await db.delete(postReplies).where(eq(postReplies.id, id));
}

/** Sets the post's reply counter to its replies nobody but their author is kept from seeing. */
export async function recountReplies(db: Db, postId: number): Promise<void> {
  await db
    .update(posts)
    .set({
      replies: sql`(select count(*) from ${postReplies} where ${postReplies.postId} = ${postId} and ${postReplies.abnormal} = false)`,
    })
    .where(eq(posts.id, postId));
}

// ---- likes and collections ----

/** Adds or removes the user's like of a post and keeps the counter; answers the new state. */
export async function setPostLike(db: Db, postId: number, userId: number, liked: boolean): Promise<{ changed: boolean; likes: number }> {
  const changed = liked
    ? (await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning()).length > 0
    : (
        await db
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
          .returning()
      ).length > 0;
  const [row] = await db
    .update(posts)
    .set({ likes: sql`(select count(*) from ${postLikes} where ${postLikes.postId} = ${postId})` })
    .where(eq(posts.id, postId))
    .returning({ likes: posts.likes });
  return { changed, likes: row?.likes ?? 0 };
}

export async function setReplyLike(db: Db, replyId: number, userId: number, liked: boolean): Promise<{ changed: boolean; likes: number }> {
  const changed = liked
    ? (await db.insert(replyLikes).values({ replyId, userId }).onConflictDoNothing().returning()).length > 0
    : (
        await db
          .delete(replyLikes)
          .where(and(eq(replyLikes.replyId, replyId), eq(replyLikes.userId, userId)))
          .returning()
      ).length > 0;
  const [row] = await db
    .update(postReplies)
    .set({ likes: sql`(select count(*) from ${replyLikes} where ${replyLikes.replyId} = ${replyId})` })
    .where(eq(postReplies.id, replyId))
    .returning({ likes: postReplies.likes });
  return { changed, likes: row?.likes ?? 0 };
}

export async function setCollection(db: Db, postId: number, userId: number, collected: boolean): Promise<number> {
  if (collected) await db.insert(postCollections).values({ postId, userId }).onConflictDoNothing();
  else await db.delete(postCollections).where(and(eq(postCollections.postId, postId), eq(postCollections.userId, userId)));
  const [row] = await db
    .update(posts)
    .set({ collections: sql`(select count(*) from ${postCollections} where ${postCollections.postId} = ${postId})` })
    .where(eq(posts.id, postId))
    .returning({ collections: posts.collections });
  return row?.collections ?? 0;
}

export async function viewerStateOfPost(db: Db, postId: number, userId: number): Promise<{ liked: boolean; collected: boolean }> {
  const [liked] = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  const [collected] = await db
    .select({ postId: postCollections.postId })
    .from(postCollections)
    .where(and(eq(postCollections.postId, postId), eq(postCollections.userId, userId)));
  return { liked: Boolean(liked), collected: Boolean(collected) };
}

export async function likedReplyIds(db: Db, replyIds: number[], userId: number): Promise<Set<number>> {
  if (replyIds.length === 0) return new Set();
  const rows = await db
    .select({ replyId: replyLikes.replyId })
    .from(replyLikes)
    .where(and(eq(replyLikes.userId, userId), inArray(replyLikes.replyId, replyIds)));
  return new Set(rows.map((row) => row.replyId));
}

// ---- profile tabs ----

/** The user's posts of some kinds, newest first: visible ones, or (abnormal) the hidden ones. */
export async function postsByAuthor(
  db: Db,
  authorId: number,
  kinds: readonly PostKind[] | null,
  abnormal: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: PostWithNames[]; total: number }> {
  const where = and(eq(posts.authorId, authorId), eq(posts.abnormal, abnormal), kinds ? inArray(posts.kind, [...kinds]) : undefined);
  const rows = await postQuery(db).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit).offset(offset);
  const [counted] = await db.select({ total: count() }).from(posts).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The user's replies (visible ones, or the abnormal ones) with the posts they answer, newest first. */
export async function repliesByAuthor(
  db: Db,
  authorId: number,
  abnormal: boolean,
  visibility: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: Array<PostWithNames & { reply: ReplyRow }>; total: number }> {
  const where = and(eq(postReplies.authorId, authorId), eq(postReplies.abnormal, abnormal), visiblePost(visibility));
  const rows = await db
    .select({ post: posts, author: authorColumns, board: discussionBoards, competitionContent: competitions.content, reply: postReplies })
    .from(postReplies)
    .innerJoin(posts, eq(posts.id, postReplies.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(discussionBoards, eq(discussionBoards.id, posts.boardId))
    .leftJoin(competitions, eq(competitions.id, discussionBoards.competitionId))
    .where(where)
    .orderBy(desc(postReplies.createdAt), desc(postReplies.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(postReplies).innerJoin(posts, eq(posts.id, postReplies.postId)).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Posts the user collected that the viewer may see, latest collected first. */
export async function collectedPosts(
  db: Db,
  userId: number,
  visibility: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: PostWithNames[]; total: number }> {
  const where = and(eq(postCollections.userId, userId), visiblePost(visibility));
  const rows = await db
    .select({ post: posts, author: authorColumns, board: discussionBoards, competitionContent: competitions.content })
    .from(postCollections)
    .innerJoin(posts, eq(posts.id, postCollections.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(discussionBoards, eq(discussionBoards.id, posts.boardId))
    .leftJoin(competitions, eq(competitions.id, discussionBoards.competitionId))
    .where(where)
    .orderBy(desc(postCollections.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(postCollections)
    .innerJoin(posts, eq(posts.id, postCollections.postId))
    .where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}
