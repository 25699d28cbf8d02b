// Facts of discussion and Q&A (the community area's `/discussion` pages, a competition's discuss tab
// and the discussion tabs of a profile) that pages and the API share: kinds, sorts, page sizes,
// limits, the markup a post may carry and where its images come from.
import { MARKDOWN_HTML, type HtmlAllowList } from './content';

/** Kinds of boards: general boards of the site, and one board per competition. */
export const BOARD_KINDS = ['general', 'competition'] as const;

/** Kinds of posts: a topic for discussion, a question (answers, one accepted), an article (long-form). */
export const POST_KINDS = ['topic', 'question', 'article'] as const;

/** Orders of the post list: newest first, or most active first (likes, replies, collections, views). */
export const POST_SORTS = ['latest', 'hottest'] as const;

/** Posts on one page of `/discussion`, and the most a caller may ask for. */
export const POST_PAGE_SIZE = 20;
export const POST_PAGE_SIZE_MAX = 50;

/** The hottest posts the home page shows (its community highlights). */
export const HOME_HIGHLIGHT_COUNT = 5;

/** Replies (or answers) on one page under a post. */
export const REPLY_PAGE_SIZE = 20;
export const REPLY_PAGE_SIZE_MAX = 50;

/** Longest search text of the post list. */
export const POST_SEARCH_MAX = 50;

/** Longest title (characters, after trimming) and body (characters of HTML, before cleaning). */
export const POST_TITLE_MAX = 100;
export const POST_BODY_MAX = 50_000;
export const REPLY_BODY_MAX = 20_000;

/** Length of the plain-text excerpt of a post in lists. */
export const POST_EXCERPT_LENGTH = 160;

/** Posts and replies one user may write per minute, together; more is answered with a 429. */
export const POSTING_LIMIT_PER_MINUTE = 10;

/** Longest reason staff give when they mark a post or reply abnormal. */
export const MODERATION_REASON_MAX = 200;

/**
 * The profile tabs this area fills (spec §2): the user's topics (publishes), answers, questions
 * (asks), articles and collected posts; and, for the owner only, their posts and replies staff marked
 * abnormal (abnormal-asks: posts of any kind; abnormal-answers: replies of any kind).
 */
export const DISCUSSION_PROFILE_TABS = [
  'publishes',
  'answers',
  'asks',
  'articles',
  'collections',
  'abnormal-answers',
  'abnormal-asks',
] as const;
export type DiscussionProfileTab = (typeof DISCUSSION_PROFILE_TABS)[number];

/** Images the editor uploads (`POST /api/v1/dfeditor/upload`, field `image`): re-encoded, metadata stripped. */
export const EDITOR_IMAGE_UPLOAD = { field: 'image', maxBytes: 5 * 1024 * 1024, formats: ['jpeg', 'png', 'webp'] } as const;

/** Where uploaded editor images are served; the only images a post or reply may show. */
export const EDITOR_IMAGE_PATH = '/api/v1/dfeditor/images/';

/** Whether an image address is one of the site's own uploaded editor images (`/api/v1/dfeditor/images/<32 hex digits>.<jpg, png or webp>`). */
export function isEditorImageUrl(src: string): boolean {
  if (!src.startsWith(EDITOR_IMAGE_PATH)) return false;
  return /^[0-9a-f]{32}\.(jpg|png|webp)$/.test(src.slice(EDITOR_IMAGE_PATH.length));
}

/**
 * Markup of posts and replies written in the rich editor. Images are further limited to the site's
 * own uploads (`isEditorImageUrl`); links open http(s) and mail addresses only.
 */
export const DISCUSSION_HTML: HtmlAllowList = {
  ...MARKDOWN_HTML,
  // The editor adds underline and its inline marks to what Markdown writes, and links may open a new tab.
  tags: [...MARKDOWN_HTML.tags, 'u', 'span'],
  attributes: { ...MARKDOWN_HTML.attributes, a: [...(MARKDOWN_HTML.attributes.a ?? []), 'target'] },
  // No scheme for images: only paths of this site, and of those only editor uploads (above).
  urls: { href: MARKDOWN_HTML.urls.href ?? [], src: [] },
};
