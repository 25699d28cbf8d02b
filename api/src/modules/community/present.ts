// Rows of the discussion tables as the contract shapes them, in the request's language.
import type { Board, DiscussionTabItem, Lang, PostSummary, Reply } from '@dcic/shared/contract';
import { excerptOf } from './html';
import type { BoardWithName, PostWithNames, ReplyWithAuthor } from './repository';
import type { BoardRow, ReplyRow } from './schema';

function boardName(board: BoardRow, content: BoardWithName['competitionContent'], lang: Lang): string {
  if (board.kind === 'competition') return content?.[lang]?.name || content?.['zh-CN']?.name || '';
  return lang === 'en-US' ? board.nameEn : board.nameZh;
}

function boardDescription(board: BoardRow, content: BoardWithName['competitionContent'], lang: Lang): string {
  if (board.kind === 'competition') return content?.[lang]?.summary ?? '';
  return lang === 'en-US' ? board.descriptionEn : board.descriptionZh;
}

export function presentBoard(row: BoardWithName, lang: Lang): Board {
  return {
    id: row.id,
    kind: row.kind,
    name: boardName(row, row.competitionContent, lang),
    description: boardDescription(row, row.competitionContent, lang),
    competitionId: row.competitionId,
    posts: row.posts,
  };
}

export function presentPostSummary(row: PostWithNames, lang: Lang): PostSummary {
  const { post } = row;
  return {
    id: post.id,
    kind: post.kind,
    board: { id: row.board.id, name: boardName(row.board, row.competitionContent, lang), competitionId: row.board.competitionId },
    author: row.author,
    title: post.title,
    excerpt: excerptOf(post.bodyText),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    lastReplyAt: post.lastReplyAt?.toISOString() ?? null,
    views: post.views,
    likes: post.likes,
    replies: post.replies,
    collections: post.collections,
    solved: post.kind === 'question' && post.acceptedReplyId !== null,
    abnormal: post.abnormal,
  };
}

export interface ReplyViewer {
  viewerId: number | null;
  staff: boolean;
  liked: Set<number>;
}

export function presentReply(row: ReplyWithAuthor, acceptedReplyId: number | null, viewer: ReplyViewer): Reply {
  const { reply } = row;
  const isAuthor = viewer.viewerId === reply.authorId;
  return {
    id: reply.id,
    postId: reply.postId,
    author: row.author,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
    updatedAt: reply.updatedAt.toISOString(),
    likes: reply.likes,
    accepted: reply.id === acceptedReplyId,
    abnormal: reply.abnormal,
    moderationReason: isAuthor || viewer.staff ? reply.moderationReason : null,
    viewer: { liked: viewer.liked.has(reply.id), isAuthor, canModerate: viewer.staff },
  };
}

export function presentTabItem(row: PostWithNames & { reply?: ReplyRow }, lang: Lang): DiscussionTabItem {
  const { reply } = row;
  return {
    ...presentPostSummary(row, lang),
    reply: reply
      ? {
          id: reply.id,
          excerpt: excerptOf(reply.bodyText),
          createdAt: reply.createdAt.toISOString(),
          accepted: row.post.acceptedReplyId === reply.id,
          abnormal: reply.abnormal,
          moderationReason: reply.moderationReason,
        }
      : null,
  };
}
