// Rules of discussion and Q&A: anybody reads what is not hidden; signed-in users write (at most
// POSTING_LIMIT_PER_MINUTE posts and replies a minute, counted in the database); only authors change
// or delete their own posts and replies; only the asker accepts an answer; staff mark posts and
// replies abnormal, which hides them from everybody but their author (and staff).
import {
  POSTING_LIMIT_PER_MINUTE,
  type Board,
  type BoardKind,
  type BoardList,
  type DiscussionProfileTab,
  type DiscussionTabPage,
  type Lang,
  type LikeState,
  type PostDetail,
  type PostKind,
  type PostList,
  type PostSort,
  type Reply,
  type ReplyList,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { findCompetition } from '../catalogue';
import { queueNotice } from '../inbox';
import { findUserById, type UserRow } from '../users';
import { cleanBody } from './html';
import { presentBoard, presentPostSummary, presentReply, presentTabItem } from './present';
import * as repository from './repository';
import type { PostRow, ReplyRow } from './schema';

/** The caller: a signed-in user or a visitor, and whether the caller is staff. */
export interface Viewer {
  user: UserRow | null;
  staff: boolean;
}

function visibilityOf(viewer: Viewer): repository.Visibility {
  return { viewerId: viewer.user?.id ?? null, staff: viewer.staff };
}

function mayView(row: { abnormal: boolean; authorId: number }, viewer: Viewer): boolean {
  return !row.abnormal || viewer.staff || row.authorId === viewer.user?.id;
}

const userName = (user: UserRow): string => user.name || user.userName || `#${user.id}`;

// ---- boards ----

export async function boards(app: FastifyInstance, kind: BoardKind | undefined, lang: Lang): Promise<BoardList> {
  return (await repository.listBoardRows(app.db, kind)).map((row) => presentBoard(row, lang));
}

export async function board(app: FastifyInstance, id: number, lang: Lang): Promise<Board> {
  const row = await repository.boardById(app.db, id);
  if (!row) raise('DISCUSSION_BOARD_NOT_FOUND');
  return presentBoard(row, lang);
}

/** The competition's board, made the first time anybody asks; an unknown competition is a 404. */
export async function competitionBoard(app: FastifyInstance, competitionId: number, lang: Lang): Promise<Board> {
  let row = await repository.boardOfCompetition(app.db, competitionId);
  if (!row) {
    if (!(await findCompetition(app.db, competitionId))) raise('NOT_FOUND');
    await repository.ensureCompetitionBoardRow(app.db, competitionId);
    row = await repository.boardOfCompetition(app.db, competitionId);
  }
  return presentBoard(row!, lang);
}

// ---- posts ----

export interface PostListOptions {
  board?: number;
  competitionId?: number;
  kind?: PostKind;
  sort: PostSort;
  search?: string;
  page: number;
  perPage: number;
}

export async function listPosts(app: FastifyInstance, options: PostListOptions, viewer: Viewer, lang: Lang, now: Date): Promise<PostList> {
  const { rows, total } = await repository.listPostRows(
    app.db,
    { boardId: options.board, competitionId: options.competitionId, kind: options.kind, search: options.search || undefined },
    visibilityOf(viewer),
    options.sort,
    now,
    options.perPage,
    (options.page - 1) * options.perPage,
  );
  return { list: rows.map((row) => presentPostSummary(row, lang)), total };
}

/** The home page's community highlights: the hottest posts a visitor sees, of every board. */
export async function hottestPosts(app: FastifyInstance, count: number, lang: Lang, now: Date): Promise<PostList['list']> {
  const visitor: Viewer = { user: null, staff: false };
  return (await listPosts(app, { sort: 'hottest', page: 1, perPage: count }, visitor, lang, now)).list;
}

async function visiblePost(db: Db, id: number, viewer: Viewer): Promise<repository.PostWithNames> {
  const row = await repository.findPostRow(db, id);
  if (!row || !mayView(row.post, viewer)) raise('DISCUSSION_POST_NOT_FOUND');
  return row;
}

async function detailOf(db: Db, row: repository.PostWithNames, viewer: Viewer, lang: Lang): Promise<PostDetail> {
  const state = viewer.user ? await repository.viewerStateOfPost(db, row.post.id, viewer.user.id) : { liked: false, collected: false };
  const isAuthor = viewer.user?.id === row.post.authorId;
  return {
    ...presentPostSummary(row, lang),
    body: row.post.body,
    acceptedReplyId: row.post.kind === 'question' ? row.post.acceptedReplyId : null,
    moderationReason: isAuthor || viewer.staff ? row.post.moderationReason : null,
    viewer: { ...state, isAuthor, canModerate: viewer.staff },
  };
}

/** A post as the viewer may see it; counts the reading as a view. */
export async function readPost(app: FastifyInstance, id: number, viewer: Viewer, lang: Lang): Promise<PostDetail> {
  const row = await visiblePost(app.db, id, viewer);
  await repository.countView(app.db, id);
  row.post.views += 1;
  return detailOf(app.db, row, viewer, lang);
}

function bodyOrFail(html: string) {
  return cleanBody(html) ?? raise('DISCUSSION_EMPTY_BODY');
}

/** Inside a transaction: holds the writer's lock and refuses a write over the limit of the last minute. */
async function checkRate(tx: Db, user: UserRow, now: Date): Promise<void> {
  await repository.lockWriter(tx, user.id);
  const written = await repository.countWritesSince(tx, user.id, new Date(now.getTime() - 60_000));
  if (written >= POSTING_LIMIT_PER_MINUTE) raise('DISCUSSION_RATE_LIMITED', { limit: POSTING_LIMIT_PER_MINUTE });
}

export interface PostFields {
  boardId: number;
  kind: PostKind;
  title: string;
  body: string;
}

export async function createPost(
  app: FastifyInstance,
  user: UserRow,
  fields: PostFields,
  viewer: Viewer,
  lang: Lang,
  now: Date,
): Promise<PostDetail> {
  const body = bodyOrFail(fields.body);
  if (!(await repository.boardById(app.db, fields.boardId))) raise('DISCUSSION_BOARD_NOT_FOUND');
  const id = await app.db.transaction(async (tx) => {
    await checkRate(tx, user, now);
    return repository.insertPostRow(tx, {
      boardId: fields.boardId,
      authorId: user.id,
      kind: fields.kind,
      title: fields.title,
      body: body.html,
      bodyText: body.text,
      createdAt: now,
      updatedAt: now,
    });
  });
  return detailOf(app.db, (await repository.findPostRow(app.db, id))!, viewer, lang);
}

async function ownPost(db: Db, id: number, user: UserRow): Promise<repository.PostWithNames> {
  const row = await repository.findPostRow(db, id);
  // Somebody else's hidden post does not exist for the caller.
  if (!row || !mayView(row.post, { user, staff: false })) raise('DISCUSSION_POST_NOT_FOUND');
  if (row.post.authorId !== user.id) raise('DISCUSSION_AUTHOR_ONLY');
  return row;
}

export async function updatePost(
  app: FastifyInstance,
  user: UserRow,
  id: number,
  fields: { title: string; body: string },
  viewer: Viewer,
  lang: Lang,
  now: Date,
): Promise<PostDetail> {
  await ownPost(app.db, id, user);
  const body = bodyOrFail(fields.body);
  await repository.updatePostRow(app.db, id, { title: fields.title, body: body.html, bodyText: body.text, updatedAt: now });
  return detailOf(app.db, (await repository.findPostRow(app.db, id))!, viewer, lang);
}

export async function deletePost(app: FastifyInstance, user: UserRow, id: number): Promise<{ id: number }> {
  await ownPost(app.db, id, user);
  await repository.deletePostRow(app.db, id);
  return { id };
}

// ---- replies ----

export async function listReplies(
  app: FastifyInstance,
  postId: number,
  page: { page: number; perPage: number },
  viewer: Viewer,
): Promise<ReplyList> {
  const { post } = await visiblePost(app.db, postId, viewer);
  const { rows, total } = await repository.listReplyRows(app.db, post, visibilityOf(viewer), page.perPage, (page.page - 1) * page.perPage);
  const liked = viewer.user
    ? await repository.likedReplyIds(
        app.db,
        rows.map((row) => row.reply.id),
        viewer.user.id,
      )
    : new Set<number>();
  const acceptedId = post.kind === 'question' ? post.acceptedReplyId : null;
  return {
    list: rows.map((row) => presentReply(row, acceptedId, { viewerId: viewer.user?.id ?? null, staff: viewer.staff, liked })),
    total,
  };
}

async function replyAsSeen(db: Db, id: number, viewer: Viewer): Promise<Reply> {
  const row = (await repository.findReplyRow(db, id))!;
  const post = (await repository.findPostRow(db, row.reply.postId))!.post;
  const liked = viewer.user ? await repository.likedReplyIds(db, [id], viewer.user.id) : new Set<number>();
  return presentReply(row, post.kind === 'question' ? post.acceptedReplyId : null, {
    viewerId: viewer.user?.id ?? null,
    staff: viewer.staff,
    liked,
  });
}

export async function createReply(
  app: FastifyInstance,
  user: UserRow,
  postId: number,
  html: string,
  viewer: Viewer,
  now: Date,
): Promise<Reply> {
  const { post } = await visiblePost(app.db, postId, viewer);
  const body = bodyOrFail(html);
  const id = await app.db.transaction(async (tx) => {
    await checkRate(tx, user, now);
    const inserted = await repository.insertReplyRow(tx, {
      postId,
      authorId: user.id,
      body: body.html,
      bodyText: body.text,
      createdAt: now,
      updatedAt: now,
    });
    await repository.recountReplies(tx, postId);
    await repository.updatePostRow(tx, postId, { lastReplyAt: now });
    return inserted;
  });
  if (post.authorId !== user.id) {
    await queueNotice(app, {
      receiverId: post.authorId,
      kind: post.kind === 'question' ? 'post.answer' : 'post.reply',
      params: { replierName: userName(user), postTitle: post.title, postId },
    });
  }
  return replyAsSeen(app.db, id, viewer);
}

async function visibleReply(db: Db, id: number, viewer: Viewer): Promise<{ reply: ReplyRow; post: PostRow }> {
  const row = await repository.findReplyRow(db, id);
  if (!row || !mayView(row.reply, viewer)) raise('DISCUSSION_REPLY_NOT_FOUND');
  const post = await repository.findPostRow(db, row.reply.postId);
  if (!post || !mayView(post.post, viewer)) raise('DISCUSSION_REPLY_NOT_FOUND');
  return { reply: row.reply, post: post.post };
}

async function ownReply(db: Db, id: number, user: UserRow): Promise<{ reply: ReplyRow; post: PostRow }> {
  const found = await visibleReply(db, id, { user, staff: false });
  if (found.reply.authorId !== user.id) raise('DISCUSSION_AUTHOR_ONLY');
  return found;
}

export async function updateReply(
  app: FastifyInstance,
  user: UserRow,
  id: number,
  html: string,
  viewer: Viewer,
  now: Date,
): Promise<Reply> {
  await ownReply(app.db, id, user);
  const body = bodyOrFail(html);
  await repository.updateReplyRow(app.db, id, { body: body.html, bodyText: body.text, updatedAt: now });
  return replyAsSeen(app.db, id, viewer);
}

export async function deleteReply(app: FastifyInstance, user: UserRow, id: number): Promise<{ id: number }> {
  const { reply } = await ownReply(app.db, id, user);
  await app.db.transaction(async (tx) => {
    // The accepted answer's column is cleared by its foreign key (on delete set null).
    await repository.deleteReplyRow(tx, id);
    await repository.recountReplies(tx, reply.postId);
  });
  return { id };
}

// ---- likes, collections, the accepted answer ----

export async function likePost(app: FastifyInstance, user: UserRow, id: number, liked: boolean): Promise<LikeState> {
  const { post } = await visiblePost(app.db, id, { user, staff: false });
  const result = await repository.setPostLike(app.db, id, user.id, liked);
  if (liked && result.changed && post.authorId !== user.id) {
    await queueNotice(app, {
      receiverId: post.authorId,
      kind: 'post.like',
      params: { likerName: userName(user), postTitle: post.title, postId: id },
    });
  }
  return { liked, likes: result.likes };
}

export async function likeReply(app: FastifyInstance, user: UserRow, id: number, liked: boolean): Promise<LikeState> {
  const { reply, post } = await visibleReply(app.db, id, { user, staff: false });
  const result = await repository.setReplyLike(app.db, id, user.id, liked);
  if (liked && result.changed && reply.authorId !== user.id) {
    await queueNotice(app, {
      receiverId: reply.authorId,
      kind: 'post.reply-like',
      params: { likerName: userName(user), postTitle: post.title, postId: post.id },
    });
  }
  return { liked, likes: result.likes };
}

export async function collectPost(app: FastifyInstance, user: UserRow, id: number, collected: boolean) {
  await visiblePost(app.db, id, { user, staff: false });
  return { collected, collections: await repository.setCollection(app.db, id, user.id, collected) };
}

/** The asker accepts somebody else's visible answer of their question (null withdraws the choice). */
export async function acceptAnswer(app: FastifyInstance, user: UserRow, postId: number, replyId: number | null) {
  const { post } = await visiblePost(app.db, postId, { user, staff: false });
  if (post.authorId !== user.id) raise('DISCUSSION_ASKER_ONLY');
  if (post.kind !== 'question') raise('DISCUSSION_NOT_QUESTION');
  if (replyId !== null) {
    const row = await repository.findReplyRow(app.db, replyId);
    if (!row || row.reply.postId !== postId || row.reply.abnormal || row.reply.authorId === user.id) raise('DISCUSSION_NOT_AN_ANSWER');
    await repository.updatePostRow(app.db, postId, { acceptedReplyId: replyId });
    if (post.acceptedReplyId !== replyId) {
      await queueNotice(app, {
        receiverId: row.reply.authorId,
        kind: 'post.accepted',
        params: { askerName: userName(user), postTitle: post.title, postId },
      });
    }
  } else {
    await repository.updatePostRow(app.db, postId, { acceptedReplyId: null });
  }
  return { postId, acceptedReplyId: replyId };
}

// ---- moderation ----

export async function moderatePost(app: FastifyInstance, account: string, id: number, abnormal: boolean, reason: string | undefined) {
  if (!(await repository.findPostRow(app.db, id))) raise('DISCUSSION_POST_NOT_FOUND');
  await repository.updatePostRow(app.db, id, {
    abnormal,
    moderationReason: abnormal ? reason || null : null,
    moderatedBy: account,
  });
  return { id, abnormal };
}

export async function moderateReply(app: FastifyInstance, account: string, id: number, abnormal: boolean, reason: string | undefined) {
  const row = await repository.findReplyRow(app.db, id);
  if (!row) raise('DISCUSSION_REPLY_NOT_FOUND');
  await app.db.transaction(async (tx) => {
    await repository.updateReplyRow(tx, id, { abnormal, moderationReason: abnormal ? reason || null : null, moderatedBy: account });
    await repository.recountReplies(tx, row.reply.postId);
    // A hidden answer cannot stay the accepted one.
    const post = await repository.postRowForUpdate(tx, row.reply.postId);
    if (abnormal && post?.acceptedReplyId === id) await repository.updatePostRow(tx, post.id, { acceptedReplyId: null });
  });
  return { id, abnormal };
}

// ---- profile tabs ----

const TAB_KINDS: Partial<Record<DiscussionProfileTab, PostKind>> = { publishes: 'topic', asks: 'question', articles: 'article' };

/** A user's discussion tab; the abnormal tabs answer `visible: false` to anybody but the owner. */
export async function userTab(
  app: FastifyInstance,
  rawId: string,
  tab: DiscussionProfileTab,
  page: { page: number; perPage: number },
  viewer: Viewer,
  lang: Lang,
): Promise<DiscussionTabPage> {
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : 0;
  const owner = id > 0 && id <= 2_147_483_647 ? await findUserById(app.db, id) : undefined;
  if (!owner) raise('NOT_FOUND');
  const isOwner = viewer.user?.id === owner.id;
  const offset = (page.page - 1) * page.perPage;
  const visibility = visibilityOf(viewer);
  let result: { rows: Array<repository.PostWithNames & { reply?: ReplyRow }>; total: number };
  switch (tab) {
    case 'publishes':
    case 'asks':
    case 'articles':
      result = await repository.postsByAuthor(app.db, owner.id, [TAB_KINDS[tab]!], false, page.perPage, offset);
      break;
    case 'answers':
      result = await repository.repliesByAuthor(app.db, owner.id, false, visibility, page.perPage, offset);
      break;
    case 'collections':
      result = await repository.collectedPosts(app.db, owner.id, visibility, page.perPage, offset);
      break;
    case 'abnormal-asks':
      if (!isOwner) return { visible: false, list: [], total: 0 };
      result = await repository.postsByAuthor(app.db, owner.id, null, true, page.perPage, offset);
      break;
    case 'abnormal-answers':
      if (!isOwner) return { visible: false, list: [], total: 0 };
      result = await repository.repliesByAuthor(app.db, owner.id, true, visibility, page.perPage, offset);
      break;
  }
  return { visible: true, list: result.rows.map((row) => presentTabItem(row, lang)), total: result.total };
}
