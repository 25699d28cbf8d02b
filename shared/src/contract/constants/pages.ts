// Facts of the community area's content pages (special contests, the contest's own pages, past
// editions, experts, help and cooperation pages) that pages and the API share.

/** The children of a special contest that list items (`/special/:name/<kind>`), in menu order. */
export const SPECIAL_ITEM_KINDS = ['news', 'organization', 'expert', 'job', 'talent', 'contact'] as const;

/** The menu of a special contest: its home, its competitions, then the item lists. */
export const SPECIAL_TABS = ['default', 'competition', ...SPECIAL_ITEM_KINDS] as const;

/**
 * Sections of content pages: `help` (the tabs of `/help`), `dcic` (the contest's own news and its
 * about page `DCIC`), `site` (cooperation, welfare and business pages).
 */
export const PAGE_SECTIONS = ['help', 'dcic', 'site'] as const;

/** The page of the `dcic` section that is the contest's about page (`/dcic/DCIC`), not a news item. */
export const DCIC_ABOUT_PAGE = 'DCIC';

/** The tabs of `/help`, in menu order; each is a page of the `help` section. */
export const HELP_TABS = ['about', 'faq', 'process', 'host-process', 'contact', 'privacy', 'terms'] as const;

/** Awards of a past edition's winners, best first. */
export const EDITION_AWARDS = ['first', 'second', 'third', 'excellence'] as const;

/** Longest title and Markdown body of a content page or item (per language). */
export const PAGE_TITLE_MAX = 200;
export const PAGE_BODY_MAX = 100_000;
