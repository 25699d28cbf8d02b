// Facts of information and news (the community area's `/information` pages) that pages and the API
// share: the categories, page sizes and limits.

/**
 * Categories of news items, in the order of the tabs: contest announcements, winner interviews,
 * technical sharing, industry news. Their names in each language come with the API's answers.
 */
export const NEWS_CATEGORIES = ['announcements', 'interviews', 'tech-sharing', 'industry'] as const;

/** News items on one page of `/information`. */
export const NEWS_PER_PAGE = 10;

/** Longest search text of the news list. */
export const NEWS_SEARCH_MAX = 50;

/** Items of the same category shown under a news item. */
export const NEWS_RELATED_COUNT = 4;

/** Latest news items on the home page. */
export const HOME_NEWS_COUNT = 5;

/** Competitions of each time state on the home page. */
export const HOME_COMPETITIONS_PER_STATE = 3;

/** Longest title and body of a news item (per language). */
export const NEWS_TITLE_MAX = 200;
export const NEWS_BODY_MAX = 100_000;
