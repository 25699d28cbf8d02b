// The community area's content pages: help and cooperation pages, the contest's own news and about
// page (`/dcic`), past editions (`/review`) and experts (`/experts`), each in both languages, read by
// everyone and written by staff.
import { z } from 'zod';
import { IsoDateTime, SiteAddress } from './common';
import { EDITION_AWARDS, PAGE_BODY_MAX, PAGE_SECTIONS, PAGE_TITLE_MAX } from './constants/pages';
import { endpoint } from './endpoint';
import { ExpertType } from './review';
import { ContentSlug } from './special';

const tags = ['pages'];

const Title = z.string().trim().min(1).max(PAGE_TITLE_MAX);
const Markdown = z.string().trim().max(PAGE_BODY_MAX);
const Short = z.string().trim().max(200);

// ---- Pages -------------------------------------------------------------------------------------

export const PageSection = z.enum(PAGE_SECTIONS).meta({ id: 'PageSection' });
export type PageSection = z.infer<typeof PageSection>;

export const PageSectionParams = z.object({ section: PageSection });
export const PageParams = PageSectionParams.extend({ slug: ContentSlug });

export const PageSummary = z.object({
  slug: z.string(),
  title: z.string(),
  /** A short summary, or the start of the body as plain text. */
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: IsoDateTime,
});
export type PageSummary = z.infer<typeof PageSummary>;

export const PageDetail = PageSummary.extend({ section: PageSection, body: z.string().describe('Markdown') });
export type PageDetail = z.infer<typeof PageDetail>;

const LocalisedPage = z.object({ title: Title, summary: Short.default(''), body: Markdown.min(1) });

/** A page as staff write it and as a bundle gives it: both languages at once. */
export const PageInput = z.object({
  coverUrl: SiteAddress.nullable().default(null),
  publishedAt: IsoDateTime.optional().describe('default: now'),
  position: z.number().int().min(0).max(10_000).default(0),
  'zh-CN': LocalisedPage,
  'en-US': LocalisedPage,
});
export type PageInput = z.input<typeof PageInput>;

export const PageWritten = z.object({ section: PageSection, slug: z.string() });

export const listPages = endpoint({
  method: 'GET',
  path: '/api/pages/:section',
  access: 'public',
  tags,
  summary: 'The published pages of a section: by position, then newest first',
  params: PageSectionParams,
  response: z.array(PageSummary),
});

export const getPage = endpoint({
  method: 'GET',
  path: '/api/pages/:section/:slug',
  access: 'public',
  tags,
  summary: 'A published page in the reader language, its body in Markdown',
  params: PageParams,
  response: PageDetail,
  errors: [404],
});

export const putPage = endpoint({
  method: 'PUT',
  path: '/api/pages/:section/:slug',
  access: 'staff',
  tags,
  summary: 'Create or replace a page (staff)',
  params: PageParams,
  body: PageInput,
  response: PageWritten,
  idempotent: true,
});

export const deletePage = endpoint({
  method: 'DELETE',
  path: '/api/pages/:section/:slug',
  access: 'staff',
  tags,
  summary: 'Delete a page (staff)',
  params: PageParams,
  response: PageWritten,
  errors: [404],
  idempotent: true,
});

// ---- Past editions -----------------------------------------------------------------------------

export const EditionAward = z.enum(EDITION_AWARDS).meta({ id: 'EditionAward' });
export type EditionAward = z.infer<typeof EditionAward>;

export const EditionYear = z.coerce.number().int().min(2000).max(2100);
export const EditionParams = z.object({ year: EditionYear });

export const EditionWinner = z.object({ award: EditionAward, team: z.string(), result: z.string().nullable() });

export const EditionTrack = z.object({
  title: z.string(),
  /** The competition on this site, when the track was one of them. */
  competition: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  winners: z.array(EditionWinner),
});

export const Edition = z.object({
  year: z.number().int(),
  title: z.string(),
  /** Markdown: the edition's review. */
  body: z.string(),
  coverUrl: z.string().nullable(),
  tracks: z.array(EditionTrack),
});
export type Edition = z.infer<typeof Edition>;

const WinnerInput = z.object({
  award: EditionAward,
  team: z.string().trim().min(1).max(100),
  result: z.string().trim().max(50).nullable().default(null),
});

export const EditionTrackInput = z.object({
  /** Slug of a competition of this site; its title is then taken from it when no title is given. */
  competition: z.string().trim().min(1).max(100).nullable().default(null),
  title: z.object({ 'zh-CN': Short.min(1), 'en-US': Short.min(1) }),
  winners: z.array(WinnerInput).max(50).default([]),
});

export const EditionInput = z.object({
  coverUrl: SiteAddress.nullable().default(null),
  'zh-CN': z.object({ title: Title, body: Markdown.default('') }),
  'en-US': z.object({ title: Title, body: Markdown.default('') }),
  tracks: z.array(EditionTrackInput).max(50).default([]),
});
export type EditionInput = z.input<typeof EditionInput>;

export const EditionWritten = z.object({ year: z.number().int() });

export const listEditions = endpoint({
  method: 'GET',
  path: '/api/editions',
  access: 'public',
  tags,
  summary: 'The past editions, newest year first, with their competitions and winners',
  response: z.array(Edition),
});

export const putEdition = endpoint({
  method: 'PUT',
  path: '/api/editions/:year',
  access: 'staff',
  tags,
  summary: 'Create or replace a past edition (staff)',
  params: EditionParams,
  body: EditionInput,
  response: EditionWritten,
  idempotent: true,
});

export const deleteEdition = endpoint({
  method: 'DELETE',
  path: '/api/editions/:year',
  access: 'staff',
  tags,
  summary: 'Delete a past edition (staff)',
  params: EditionParams,
  response: EditionWritten,
  errors: [404],
  idempotent: true,
});

// ---- Experts -----------------------------------------------------------------------------------

/** One of the three expert types (the review area's `ExpertType` values). */
export type ExpertKind = z.infer<typeof ExpertType>;

export const ExpertParams = z.object({ slug: ContentSlug });
export const ExpertListQuery = z.object({ type: ExpertType.optional() });

export const Expert = z.object({
  slug: z.string(),
  type: ExpertType,
  name: z.string(),
  title: z.string(),
  organisation: z.string(),
  photoUrl: z.string().nullable(),
  /** Markdown. */
  bio: z.string(),
});
export type Expert = z.infer<typeof Expert>;

const LocalisedExpert = z.object({ name: Short.min(1), title: Short, organisation: Short, bio: Markdown.default('') });

export const ExpertInput = z.object({
  type: ExpertType,
  photoUrl: SiteAddress.nullable().default(null),
  position: z.number().int().min(0).max(10_000).default(0),
  'zh-CN': LocalisedExpert,
  'en-US': LocalisedExpert,
});
export type ExpertInput = z.input<typeof ExpertInput>;

export const ExpertWritten = z.object({ slug: z.string() });

export const listExperts = endpoint({
  method: 'GET',
  path: '/api/experts',
  access: 'public',
  tags,
  summary: 'The experts, of one type or all, in their order',
  query: ExpertListQuery,
  response: z.array(Expert),
});

export const putExpert = endpoint({
  method: 'PUT',
  path: '/api/experts/:slug',
  access: 'staff',
  tags,
  summary: 'Create or replace an expert (staff)',
  params: ExpertParams,
  body: ExpertInput,
  response: ExpertWritten,
  idempotent: true,
});

export const deleteExpert = endpoint({
  method: 'DELETE',
  path: '/api/experts/:slug',
  access: 'staff',
  tags,
  summary: 'Delete an expert (staff)',
  params: ExpertParams,
  response: ExpertWritten,
  errors: [404],
  idempotent: true,
});
