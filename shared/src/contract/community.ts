// Discussion and Q&A (the community area's `/discussion` pages, a competition's discuss tab and the
// discussion tabs of a profile): boards, posts (topics, questions, articles) with replies or answers,
// likes, collections, the accepted answer, staff moderation and the editor's image upload.
import { z } from 'zod';
import { IsoDateTime, pageOf } from './common';
import { RecordId } from './competition-page';
import {
  BOARD_KINDS,
  DISCUSSION_PROFILE_TABS,
  EDITOR_IMAGE_UPLOAD,
  MODERATION_REASON_MAX,
  POST_BODY_MAX,
  POST_KINDS,
  POST_PAGE_SIZE,
  POST_PAGE_SIZE_MAX,
  POST_SEARCH_MAX,
  POST_SORTS,
  POST_TITLE_MAX,
  REPLY_BODY_MAX,
  REPLY_PAGE_SIZE,
  REPLY_PAGE_SIZE_MAX,
} from './constants/community';
import { endpoint } from './endpoint';
import { ImageNameParam, ImageResult } from './profile/editing';
import { UserIdParam } from './users';

const tags = ['discussion'];

const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const BoardKind = z.enum(BOARD_KINDS).meta({ id: 'BoardKind' });
export type BoardKind = z.infer<typeof BoardKind>;
export const PostKind = z.enum(POST_KINDS).meta({ id: 'PostKind' });
export type PostKind = z.infer<typeof PostKind>;
export const PostSort = z.enum(POST_SORTS);
export type PostSort = z.infer<typeof PostSort>;
export const DiscussionProfileTabName = z.enum(DISCUSSION_PROFILE_TABS);

// ---- shapes ----

/** A board: its name and description in the request's language. */
export const Board = z
  .object({
    id: z.number().int(),
    kind: BoardKind,
    name: z.string(),
    description: z.string(),
    competitionId: z.number().int().nullable().describe("the competition of a competition's board"),
    posts: z.number().int().min(0).describe('visible posts on the board'),
  })
  .meta({ id: 'Board' });
export type Board = z.infer<typeof Board>;
export const BoardList = z.array(Board);
export type BoardList = z.infer<typeof BoardList>;

/** The author of a post or reply. */
export const PostAuthor = z
  .object({ id: z.number().int(), userName: z.string(), name: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'PostAuthor' });
export type PostAuthor = z.infer<typeof PostAuthor>;

/** A post in a list. */
export const PostSummary = z
  .object({
    id: z.number().int(),
    kind: PostKind,
    board: z.object({ id: z.number().int(), name: z.string(), competitionId: z.number().int().nullable() }),
    author: PostAuthor,
    title: z.string(),
    excerpt: z.string().describe('the start of the body as plain text'),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    lastReplyAt: IsoDateTime.nullable(),
    views: z.number().int().min(0),
    likes: z.number().int().min(0),
    replies: z.number().int().min(0).describe('visible replies (answers of a question)'),
    collections: z.number().int().min(0),
    solved: z.boolean().describe('a question with an accepted answer'),
    abnormal: z.boolean().describe('marked abnormal by staff: only its author and staff see it'),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof PostSummary>;
export const PostList = pageOf(PostSummary);
export type PostList = z.infer<typeof PostList>;

/** What the caller may do with a post, and what they did (all false for a visitor). */
export const PostViewer = z.object({
  liked: z.boolean(),
  collected: z.boolean(),
  isAuthor: z.boolean().describe('may edit and delete it; accepts an answer of their question'),
  canModerate: z.boolean().describe('staff: may mark it (and its replies) abnormal or restore them'),
});
export type PostViewer = z.infer<typeof PostViewer>;

export const PostDetail = PostSummary.extend({
  body: z.string().describe('HTML cleaned when written (DISCUSSION_HTML); clean it again when shown'),
  acceptedReplyId: z.number().int().nullable().describe("a question's accepted answer"),
  moderationReason: z.string().nullable().describe('why staff marked it abnormal (its author and staff only)'),
  viewer: PostViewer,
}).meta({ id: 'PostDetail' });
export type PostDetail = z.infer<typeof PostDetail>;

/** A reply to a topic or article, or an answer to a question. */
export const Reply = z
  .object({
    id: z.number().int(),
    postId: z.number().int(),
    author: PostAuthor,
    body: z.string().describe('HTML cleaned when written (DISCUSSION_HTML)'),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    likes: z.number().int().min(0),
    accepted: z.boolean().describe("the question's accepted answer"),
    abnormal: z.boolean().describe('marked abnormal by staff: only its author and staff see it'),
    moderationReason: z.string().nullable(),
    viewer: z.object({ liked: z.boolean(), isAuthor: z.boolean(), canModerate: z.boolean() }),
  })
  .meta({ id: 'Reply' });
export type Reply = z.infer<typeof Reply>;
export const ReplyList = pageOf(Reply);
export type ReplyList = z.infer<typeof ReplyList>;

export const LikeState = z.object({ liked: z.boolean(), likes: z.number().int().min(0) });
export type LikeState = z.infer<typeof LikeState>;
export const CollectionState = z.object({ collected: z.boolean(), collections: z.number().int().min(0) });
export type CollectionState = z.infer<typeof CollectionState>;
export const AcceptedAnswer = z.object({ postId: z.number().int(), acceptedReplyId: z.number().int().nullable() });
export type AcceptedAnswer = z.infer<typeof AcceptedAnswer>;
export const ModerationState = z.object({ id: z.number().int(), abnormal: z.boolean() });
export type ModerationState = z.infer<typeof ModerationState>;
export const Written = z.object({ id: z.number().int() });

/** An item of a profile's discussion tab: the post, and for the answer tabs the user's reply to it. */
export const DiscussionTabItem = PostSummary.extend({
  reply: z
    .object({
      id: z.number().int(),
      excerpt: z.string(),
      createdAt: IsoDateTime,
      accepted: z.boolean(),
      abnormal: z.boolean(),
      moderationReason: z.string().nullable(),
    })
    .nullable()
    .describe('answers and abnormal-answers: the user’s reply; null on the other tabs'),
}).meta({ id: 'DiscussionTabItem' });
export type DiscussionTabItem = z.infer<typeof DiscussionTabItem>;
/** visible false: a tab only its owner sees (abnormal-answers, abnormal-asks) asked by somebody else. */
export const DiscussionTabPage = z.object({ visible: z.boolean(), list: z.array(DiscussionTabItem), total: z.number().int().min(0) });
export type DiscussionTabPage = z.infer<typeof DiscussionTabPage>;

// ---- requests ----

export const BoardIdParams = z.object({ id: RecordId });
export const CompetitionBoardParams = z.object({ competitionId: RecordId });
export const PostIdParams = z.object({ id: RecordId });
export const ReplyIdParams = z.object({ id: RecordId });
export const DiscussionTabParams = UserIdParam.extend({ tab: DiscussionProfileTabName });

export const BoardListQuery = z.object({ kind: BoardKind.optional() });

export const PostListQuery = z.object({
  board: RecordId.optional().describe('one board'),
  competitionId: RecordId.optional().describe('the board of a competition (its discuss tab); empty page when it has none yet'),
  kind: PostKind.optional(),
  sort: PostSort.default('latest'),
  search: z.string().trim().max(POST_SEARCH_MAX).optional().describe('words of the title or body'),
  page,
  per_page: z.coerce.number().int().min(1).max(POST_PAGE_SIZE_MAX).default(POST_PAGE_SIZE),
});
export type PostListQuery = z.input<typeof PostListQuery>;

export const ReplyListQuery = z.object({
  page,
  per_page: z.coerce.number().int().min(1).max(REPLY_PAGE_SIZE_MAX).default(REPLY_PAGE_SIZE),
});
export type ReplyListQuery = z.input<typeof ReplyListQuery>;

export const DiscussionTabQuery = z.object({
  page,
  per_page: z.coerce.number().int().min(1).max(POST_PAGE_SIZE_MAX).default(POST_PAGE_SIZE),
});

const Title = z.string().trim().min(1).max(POST_TITLE_MAX);
const PostBody = z.string().trim().min(1).max(POST_BODY_MAX).describe('HTML of the editor; cleaned on write');
const ReplyBody = z.string().trim().min(1).max(REPLY_BODY_MAX).describe('HTML of the editor; cleaned on write');

export const NewPostBody = z.object({ boardId: z.number().int().min(1), kind: PostKind, title: Title, body: PostBody });
export type NewPostBody = z.input<typeof NewPostBody>;
/** An edit keeps the post's kind and board. */
export const EditPostBody = z.object({ title: Title, body: PostBody });
export type EditPostBody = z.input<typeof EditPostBody>;
export const ReplyInput = z.object({ body: ReplyBody });
export type ReplyInput = z.input<typeof ReplyInput>;
export const AcceptAnswerBody = z.object({ replyId: z.number().int().min(1) });
export const ModerationBody = z.object({
  abnormal: z.boolean().describe('true: hide it from everybody but its author and staff; false: restore it'),
  reason: z.string().trim().max(MODERATION_REASON_MAX).optional(),
});
export type ModerationBody = z.input<typeof ModerationBody>;

// ---- boards ----

export const listBoards = endpoint({
  method: 'GET',
  path: '/api/discussion/boards',
  access: 'public',
  tags,
  summary: 'The boards: general boards first (in their order), then competition boards, newest competition first',
  query: BoardListQuery,
  response: BoardList,
});

export const getBoard = endpoint({
  method: 'GET',
  path: '/api/discussion/boards/:id',
  access: 'public',
  tags,
  summary: 'A board',
  params: BoardIdParams,
  response: Board,
  errors: [404],
});

export const getCompetitionBoard = endpoint({
  method: 'GET',
  path: '/api/discussion/competitions/:competitionId/board',
  access: 'public',
  tags,
  summary: "A competition's board (its discuss tab), created the first time it is asked for",
  params: CompetitionBoardParams,
  response: Board,
  errors: [404],
});

// ---- posts ----

export const listPosts = endpoint({
  method: 'GET',
  path: '/api/discussion/posts',
  access: 'optional',
  tags,
  summary: 'Posts by board, kind and words of the title or body, latest or hottest first (abnormal posts: only their author sees them)',
  query: PostListQuery,
  response: PostList,
});

export const getPost = endpoint({
  method: 'GET',
  path: '/api/discussion/posts/:id',
  access: 'optional',
  tags,
  summary: 'A post with what the caller may do with it; counts a view (an abnormal post: 404 but to its author and staff)',
  params: PostIdParams,
  response: PostDetail,
  errors: [404],
});

export const createPost = endpoint({
  method: 'POST',
  path: '/api/discussion/posts',
  access: 'user',
  tags,
  summary: 'Write a topic, question or article on a board (body HTML cleaned; rate-limited per user)',
  body: NewPostBody,
  response: PostDetail,
  successStatus: 201,
  errors: [404, 429],
});

export const updatePost = endpoint({
  method: 'PUT',
  path: '/api/discussion/posts/:id',
  access: 'user',
  tags,
  summary: 'Edit the title and body of my post (its author only)',
  params: PostIdParams,
  body: EditPostBody,
  response: PostDetail,
  errors: [404],
  idempotent: true,
});

export const deletePost = endpoint({
  method: 'DELETE',
  path: '/api/discussion/posts/:id',
  access: 'user',
  tags,
  summary: 'Delete my post with its replies, likes and collections (its author only)',
  params: PostIdParams,
  response: Written,
  errors: [404],
  idempotent: true,
});

// ---- replies and answers ----

export const listReplies = endpoint({
  method: 'GET',
  path: '/api/discussion/posts/:id/replies',
  access: 'optional',
  tags,
  summary: "A post's replies (a question's answers), oldest first, the accepted answer first",
  params: PostIdParams,
  query: ReplyListQuery,
  response: ReplyList,
  errors: [404],
});

export const createReply = endpoint({
  method: 'POST',
  path: '/api/discussion/posts/:id/replies',
  access: 'user',
  tags,
  summary: 'Reply to a post (answer a question); its author gets a notice (rate-limited per user)',
  params: PostIdParams,
  body: ReplyInput,
  response: Reply,
  successStatus: 201,
  errors: [404, 429],
});

export const updateReply = endpoint({
  method: 'PUT',
  path: '/api/discussion/replies/:id',
  access: 'user',
  tags,
  summary: 'Edit my reply (its author only)',
  params: ReplyIdParams,
  body: ReplyInput,
  response: Reply,
  errors: [404],
  idempotent: true,
});

export const deleteReply = endpoint({
  method: 'DELETE',
  path: '/api/discussion/replies/:id',
  access: 'user',
  tags,
  summary: 'Delete my reply (its author only); an accepted answer stops being accepted',
  params: ReplyIdParams,
  response: Written,
  errors: [404],
  idempotent: true,
});

// ---- likes, collections, the accepted answer ----

export const likePost = endpoint({
  method: 'PUT',
  path: '/api/discussion/posts/:id/like',
  access: 'user',
  tags,
  summary: 'Like a post (again: no change); its author gets a notice',
  params: PostIdParams,
  response: LikeState,
  errors: [404],
  idempotent: true,
});

export const unlikePost = endpoint({
  method: 'DELETE',
  path: '/api/discussion/posts/:id/like',
  access: 'user',
  tags,
  summary: 'Take back my like of a post',
  params: PostIdParams,
  response: LikeState,
  errors: [404],
  idempotent: true,
});

export const likeReply = endpoint({
  method: 'PUT',
  path: '/api/discussion/replies/:id/like',
  access: 'user',
  tags,
  summary: 'Like a reply or answer (again: no change); its author gets a notice',
  params: ReplyIdParams,
  response: LikeState,
  errors: [404],
  idempotent: true,
});

export const unlikeReply = endpoint({
  method: 'DELETE',
  path: '/api/discussion/replies/:id/like',
  access: 'user',
  tags,
  summary: 'Take back my like of a reply',
  params: ReplyIdParams,
  response: LikeState,
  errors: [404],
  idempotent: true,
});

export const collectPost = endpoint({
  method: 'PUT',
  path: '/api/discussion/posts/:id/collection',
  access: 'user',
  tags,
  summary: 'Collect (bookmark) a topic, question or article',
  params: PostIdParams,
  response: CollectionState,
  errors: [404],
  idempotent: true,
});

export const uncollectPost = endpoint({
  method: 'DELETE',
  path: '/api/discussion/posts/:id/collection',
  access: 'user',
  tags,
  summary: 'Remove a post from my collections',
  params: PostIdParams,
  response: CollectionState,
  errors: [404],
  idempotent: true,
});

export const acceptAnswer = endpoint({
  method: 'PUT',
  path: '/api/discussion/posts/:id/accepted',
  access: 'user',
  tags,
  summary: 'Accept an answer of my question (the asker only; replaces an earlier choice); its author gets a notice',
  params: PostIdParams,
  body: AcceptAnswerBody,
  response: AcceptedAnswer,
  errors: [404],
  idempotent: true,
});

export const unacceptAnswer = endpoint({
  method: 'DELETE',
  path: '/api/discussion/posts/:id/accepted',
  access: 'user',
  tags,
  summary: 'Withdraw the acceptance of an answer of my question (the asker only)',
  params: PostIdParams,
  response: AcceptedAnswer,
  errors: [404],
  idempotent: true,
});

// ---- moderation (staff) ----

export const moderatePost = endpoint({
  method: 'PUT',
  path: '/api/discussion/posts/:id/moderation',
  access: 'staff',
  tags,
  summary: 'Mark a post abnormal (hidden from everybody but its author and staff) or restore it (staff)',
  params: PostIdParams,
  body: ModerationBody,
  response: ModerationState,
  errors: [404],
  idempotent: true,
});

export const moderateReply = endpoint({
  method: 'PUT',
  path: '/api/discussion/replies/:id/moderation',
  access: 'staff',
  tags,
  summary: 'Mark a reply abnormal (hidden from everybody but its author and staff) or restore it (staff)',
  params: ReplyIdParams,
  body: ModerationBody,
  response: ModerationState,
  errors: [404],
  idempotent: true,
});

// ---- profile tabs ----

export const listUserDiscussion = endpoint({
  method: 'GET',
  path: '/api/discussion/users/:id/:tab',
  access: 'optional',
  tags,
  summary:
    "A user's discussion tab, newest first: publishes (topics), answers, asks (questions), articles, collections; abnormal-answers and abnormal-asks for the owner only (visible false otherwise)",
  params: DiscussionTabParams,
  query: DiscussionTabQuery,
  response: DiscussionTabPage,
  errors: [404],
});

// ---- the editor's images ----

export const uploadEditorImage = endpoint({
  method: 'POST',
  path: '/api/v1/dfeditor/upload',
  access: 'user',
  tags,
  summary: `An image for a post or reply (multipart, field ${EDITOR_IMAGE_UPLOAD.field} only; JPEG, PNG or WebP up to ${EDITOR_IMAGE_UPLOAD.maxBytes / 1024 / 1024} MB, checked by content, re-encoded without metadata); answers its address`,
  multipart: { file: EDITOR_IMAGE_UPLOAD.field },
  response: ImageResult,
  errors: [413, 415, 429],
});

export const getEditorImage = endpoint({
  method: 'GET',
  path: '/api/v1/dfeditor/images/:name',
  access: 'public',
  tags,
  summary: 'An uploaded editor image (re-encoded)',
  params: ImageNameParam,
  response: z.any().describe('the image'),
  envelope: false,
  errors: [404],
});
