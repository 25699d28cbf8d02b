// The demo's discussion: the general boards, a board for every competition, and the posts of
// DEMO_POSTS with their replies, likes, collections, accepted answers and one abnormal post, dated
// over the last weeks. Made once: a second run finds the first demo post and adds nothing but the
// boards of competitions that came since.
import type { NoticeKind } from '@dcic/shared/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { competitions } from '../catalogue';
import { queueNotice } from '../inbox';
import type { UserRow } from '../users';
import { DEMO_BOARDS, DEMO_POSTS, type DemoPost } from './demo-posts';
import { cleanBody } from './html';
import { ensureCompetitionBoardRow, upsertGeneralBoard } from './repository';
import { discussionBoards, postCollections, postLikes, postReplies, posts, replyLikes } from './schema';

const HOUR = 3_600_000;
const MODERATOR = 'staff@dcic.example';

export interface DiscussionDemoPeople {
  /** The demo people, by their index in the plans. */
  people: UserRow[];
  /** The README's demo account (演示用户), when it could be resolved. */
  demo?: UserRow;
}

interface Notice {
  receiverId: number;
  kind: NoticeKind;
  params: Record<string, string | number>;
}

/** `count` people other than `except`, chosen the same way on every run. */
function others(people: UserRow[], except: number, count: number, salt: number): UserRow[] {
  const chosen: UserRow[] = [];
  for (let step = 0; chosen.length < Math.min(count, people.length - 1) && step < people.length * 2; step += 1) {
    const person = people[(salt * 13 + step * 7 + 1) % people.length]!;
    if (person.id !== except && !chosen.includes(person)) chosen.push(person);
  }
  return chosen;
}

async function boardIds(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, board] of DEMO_BOARDS.entries()) ids.set(board.slug, await upsertGeneralBoard(db, { ...board, sort: index + 1 }));
  const all = await db.select({ id: competitions.id, slug: competitions.slug }).from(competitions);
  for (const competition of all) await ensureCompetitionBoardRow(db, competition.id);
  const rows = await db
    .select({ id: discussionBoards.id, slug: competitions.slug })
    .from(discussionBoards)
    .innerJoin(competitions, eq(competitions.id, discussionBoards.competitionId));
  for (const row of rows) ids.set(`competition:${row.slug}`, row.id);
  return ids;
}

function body(html: string) {
  const clean = cleanBody(html);
  if (!clean) throw new Error(`demo post body is empty once cleaned: ${html}`);
  return clean;
}

async function seedPost(
  tx: Db,
  spec: DemoPost,
  index: number,
  boardId: number,
  who: (author: DemoPost['by']) => UserRow,
  people: UserRow[],
  now: Date,
  notices: Notice[],
): Promise<void> {
  const author = who(spec.by);
  const createdAt = new Date(now.getTime() - spec.daysAgo * 24 * HOUR - (index % 7) * HOUR);
  const text = body(spec.body);
  const replies = spec.replies ?? [];
  const likers = others(people, author.id, spec.likes ?? 0, index);
  const collectors = others(people, author.id, spec.collections ?? 0, index + 3);
  const [post] = await tx
    .insert(posts)
    .values({
      boardId,
      authorId: author.id,
      kind: spec.kind,
      title: spec.title,
      body: text.html,
      bodyText: text.text,
      views: 15 + likers.length * 9 + replies.length * 6 + index,
      abnormal: Boolean(spec.abnormal),
      moderationReason: spec.abnormal ?? null,
      moderatedBy: spec.abnormal ? MODERATOR : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: posts.id });
  const postId = post!.id;
  if (likers.length > 0) await tx.insert(postLikes).values(likers.map((user) => ({ postId, userId: user.id, createdAt: now })));
  if (collectors.length > 0)
    await tx.insert(postCollections).values(collectors.map((user) => ({ postId, userId: user.id, createdAt: now })));

  let lastReplyAt: Date | null = null;
  let acceptedReplyId: number | null = null;
  for (const [at, replySpec] of replies.entries()) {
    const replier = who(replySpec.by);
    const repliedAt = new Date(Math.min(createdAt.getTime() + (at + 1) * 3 * HOUR, now.getTime() - (replies.length - at) * 60_000));
    const replyText = body(replySpec.body);
    const [reply] = await tx
      .insert(postReplies)
      .values({ postId, authorId: replier.id, body: replyText.html, bodyText: replyText.text, createdAt: repliedAt, updatedAt: repliedAt })
      .returning({ id: postReplies.id });
    const replyLikers = others(people, replier.id, replySpec.likes ?? 0, index + at + 5);
    if (replyLikers.length > 0) {
      await tx.insert(replyLikes).values(replyLikers.map((user) => ({ replyId: reply!.id, userId: user.id, createdAt: now })));
      await tx.update(postReplies).set({ likes: replyLikers.length }).where(eq(postReplies.id, reply!.id));
    }
    if (spec.accepted === at) acceptedReplyId = reply!.id;
    lastReplyAt = repliedAt;
    // The demo account's inbox tells of answers to its posts and of its accepted answer.
    if (replier.id !== author.id && spec.by === 'demo') {
      notices.push({
        receiverId: author.id,
        kind: spec.kind === 'question' ? 'post.answer' : 'post.reply',
        params: { replierName: replier.name, postTitle: spec.title, postId },
      });
    }
    if (spec.accepted === at && replySpec.by === 'demo' && replier.id !== author.id) {
      notices.push({ receiverId: replier.id, kind: 'post.accepted', params: { askerName: author.name, postTitle: spec.title, postId } });
    }
  }
  await tx
    .update(posts)
    .set({ likes: likers.length, collections: collectors.length, replies: replies.length, acceptedReplyId, lastReplyAt })
    .where(eq(posts.id, postId));
}

/** Seeds the demo discussion once; answers how many posts this run wrote. */
export async function seedDiscussionDemo(app: FastifyInstance, who: DiscussionDemoPeople, now: Date): Promise<number> {
  const { people } = who;
  if (people.length < 2) return 0;
  const notices: Notice[] = [];
  const written = await app.db.transaction(async (tx) => {
    const boards = await boardIds(tx);
    const first = DEMO_POSTS[0]!;
    const [done] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .where(and(eq(posts.boardId, boards.get(first.board)!), eq(posts.title, first.title)));
    if ((done?.n ?? 0) > 0) return 0;
    const person = (author: DemoPost['by']): UserRow => (author === 'demo' ? (who.demo ?? people[0]!) : people[author % people.length]!);
    let count = 0;
    for (const [index, spec] of DEMO_POSTS.entries()) {
      const boardId = boards.get(spec.board);
      // A competition that is not among this run's bundles has no board to post on.
      if (boardId === undefined) continue;
      await seedPost(tx, spec, index, boardId, person, people, now, notices);
      count += 1;
    }
    return count;
  });
  for (const notice of notices) await queueNotice(app, notice);
  return written;
}
