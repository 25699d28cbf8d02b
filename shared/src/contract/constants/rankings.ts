// Facts of leaderboards that pages and the API share (spec §2, §4).

/** 0: list A, the public leaderboard; 1: list B, the private one (shown once its window opens). */
export const STAGES = [0, 1] as const;

/** Rows on one page of a leaderboard. */
export const RANKINGS_PAGE_SIZE = 20;
export const RANKINGS_PAGE_SIZE_MAX = 100;
