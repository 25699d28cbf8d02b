// Facts of shared source code that pages and the API share (spec §7).

/** Shares and comments on one page (spec: default size 10). */
export const SOURCE_CODE_PAGE_SIZE = 10;
export const SOURCE_CODE_PAGE_SIZE_MAX = 50;
export const COMMENT_MAX = 1000;

/** What a shared file may be: an archive, a script or a notebook. */
export const SOURCE_CODE_EXTENSIONS = ['.zip', '.tar.gz', '.tgz', '.py', '.ipynb'] as const;
export const SOURCE_CODE_MAX_BYTES = 20 * 1024 * 1024;
export const SOURCE_CODE_TITLE_MAX = 100;
export const SOURCE_CODE_DESCRIPTION_MAX = 2000;
export const SOURCE_CODE_URL_MAX = 500;
