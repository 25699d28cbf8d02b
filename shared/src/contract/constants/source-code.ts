// Facts of shared source code that pages and the API share (spec §7).

/** Shares and comments on one page (spec: default size 10). */
export const SOURCE_CODE_PAGE_SIZE = 10;
export const SOURCE_CODE_PAGE_SIZE_MAX = 50;
export const COMMENT_MAX = 1000;
