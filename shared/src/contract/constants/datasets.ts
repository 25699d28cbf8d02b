// Facts of the datasets catalogue (the community area's `/datasets` pages) that pages and the API
// share: the licences, the sort orders, page sizes and the limits of a published dataset.

/**
 * Licences a dataset is published under, from a fixed list. Their names are proper names in both
 * languages; `competition-only` (usable only for the linked competitions) is worded by the pages.
 */
export const DATASET_LICENCES = ['cc-by-4.0', 'cc-by-nc-4.0', 'cc0-1.0', 'odc-by-1.0', 'competition-only'] as const;

/** Orders of the catalogue: newest first, or most downloaded first. */
export const DATASET_SORTS = ['latest', 'downloads'] as const;

/** Datasets on one page of `/datasets`. */
export const DATASET_PER_PAGE = 12;

/** Latest datasets on the home page. */
export const HOME_DATASET_COUNT = 4;

/** Longest search text of the catalogue. */
export const DATASET_SEARCH_MAX = 50;

export const DATASET_NAME_MAX = 100;
/** Longest description (Markdown), per language. */
export const DATASET_DESCRIPTION_MAX = 20_000;

/** Tags of one dataset, and the longest tag. */
export const DATASET_TAGS_MAX = 8;
export const DATASET_TAG_MAX = 24;

/** Competitions one dataset may be linked to. */
export const DATASET_COMPETITIONS_MAX = 5;

/** Files of one published dataset, and the largest file. */
export const DATASET_FILES_MAX = 10;
export const DATASET_FILE_MAX_BYTES = 50 * 1024 * 1024;
