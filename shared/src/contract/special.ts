import { z } from 'zod';
import { IsoDateTime, SiteAddress } from './common';
import { PAGE_BODY_MAX, PAGE_TITLE_MAX, SPECIAL_ITEM_KINDS } from './constants/pages';
import { endpoint } from './endpoint';

/** Address name of a special contest (`/special/:name`). */
export const SpecialName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

export const SpecialParams = z.object({ name: SpecialName });

/** A special contest's configuration as the site shows it, in the request's language. */
export const SpecialConfig = z.object({
  name: z.string(),
  title: z.string(),
  /** Footer text of the special layout; null means the default credit to the technology provider. */
  footerText: z.string().nullable(),
});
export type SpecialConfig = z.infer<typeof SpecialConfig>;

export const getSpecialConfig = endpoint({
  method: 'GET',
  path: '/api/special/:name',
  access: 'public',
  tags: ['special'],
  summary: "A special contest's configuration (title, footer text of its layout)",
  params: SpecialParams,
  response: SpecialConfig,
  errors: [404],
});

// ---- The special contest's pages: its home, linked competitions and item lists -------------------

const tags = ['special'];

const Title = z.string().trim().min(1).max(PAGE_TITLE_MAX);
const Markdown = z.string().trim().max(PAGE_BODY_MAX);

export const SpecialItemKind = z.enum(SPECIAL_ITEM_KINDS).meta({ id: 'SpecialItemKind' });
export type SpecialItemKind = z.infer<typeof SpecialItemKind>;

/** Key of an item inside its special contest and kind (the news item's address `/special/:name/news/:slug`). */
export const ContentSlug = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/, 'letters, digits, - and _ (at most 80)');

/** A special contest in the list of `/special`. */
export const SpecialSummary = z.object({
  name: z.string(),
  title: z.string(),
  /** The start of the introduction as plain text. */
  excerpt: z.string(),
  bannerUrl: z.string().nullable(),
});
export type SpecialSummary = z.infer<typeof SpecialSummary>;

/** An item of a special contest (organiser, contact, expert, job, talent, news) in the request's language. */
export const SpecialItem = z.object({
  slug: z.string(),
  title: z.string(),
  /** Role, position, organisation or source, as the kind needs. */
  subtitle: z.string(),
  /** Markdown. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  publishedAt: IsoDateTime.nullable(),
});
export type SpecialItem = z.infer<typeof SpecialItem>;

/** A competition a special contest links to. */
export const SpecialCompetition = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const SpecialPage = SpecialConfig.extend({
  /** Markdown. */
  intro: z.string(),
  bannerUrl: z.string().nullable(),
  competitions: z.array(SpecialCompetition),
  items: z.object(
    Object.fromEntries(SPECIAL_ITEM_KINDS.map((kind) => [kind, z.array(SpecialItem)])) as Record<
      SpecialItemKind,
      z.ZodArray<typeof SpecialItem>
    >,
  ),
});
export type SpecialPage = z.infer<typeof SpecialPage>;

const LocalisedItem = z.object({ title: Title, subtitle: z.string().trim().max(200).default(''), body: Markdown.default('') });

export const SpecialItemInput = z.object({
  kind: SpecialItemKind,
  slug: ContentSlug,
  imageUrl: SiteAddress.nullable().default(null),
  linkUrl: SiteAddress.nullable().default(null),
  publishedAt: IsoDateTime.nullable().default(null),
  'zh-CN': LocalisedItem,
  'en-US': LocalisedItem,
});
export type SpecialItemInput = z.input<typeof SpecialItemInput>;

const LocalisedSpecial = z.object({
  title: Title,
  intro: Markdown.default(''),
  footerText: z.string().trim().max(500).nullable().default(null),
});

/** A special contest as staff write it and as a bundle gives it: everything at once, both languages. */
export const SpecialInput = z
  .object({
    bannerUrl: SiteAddress.nullable().default(null),
    /** Slugs of the competitions it links to, in order. */
    competitions: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    position: z.number().int().min(0).max(10_000).default(0),
    'zh-CN': LocalisedSpecial,
    'en-US': LocalisedSpecial,
    items: z.array(SpecialItemInput).max(500).default([]),
  })
  .refine((input) => new Set(input.items.map((item) => `${item.kind}/${item.slug}`)).size === input.items.length, {
    message: 'two items of the same kind share a slug',
    path: ['items'],
  });
export type SpecialInput = z.input<typeof SpecialInput>;

export const SpecialNewsParams = SpecialParams.extend({ slug: ContentSlug });

export const SpecialWritten = z.object({ name: z.string() });

export const listSpecials = endpoint({
  method: 'GET',
  path: '/api/special',
  access: 'public',
  tags,
  summary: 'The special contests, in their order',
  response: z.array(SpecialSummary),
});

export const getSpecialPage = endpoint({
  method: 'GET',
  path: '/api/special/:name/page',
  access: 'public',
  tags,
  summary: "A special contest's pages: introduction, banner, linked competitions and every item list",
  params: SpecialParams,
  response: SpecialPage,
  errors: [404],
});

export const getSpecialNews = endpoint({
  method: 'GET',
  path: '/api/special/:name/news/:slug',
  access: 'public',
  tags,
  summary: 'A news item of a special contest',
  params: SpecialNewsParams,
  response: SpecialItem,
  errors: [404],
});

export const putSpecial = endpoint({
  method: 'PUT',
  path: '/api/special/:name',
  access: 'staff',
  tags,
  summary: 'Create or replace a special contest with all its items (staff)',
  params: SpecialParams,
  body: SpecialInput,
  response: SpecialWritten,
  idempotent: true,
});

export const deleteSpecial = endpoint({
  method: 'DELETE',
  path: '/api/special/:name',
  access: 'staff',
  tags,
  summary: 'Delete a special contest and its items (staff)',
  params: SpecialParams,
  response: SpecialWritten,
  errors: [404],
  idempotent: true,
});
