// Facts of training (the community area's `/education` pages) that pages and the API share: course
// levels, practice upload limits, page sizes and the text limits of what staff write.

/** Levels a course is written for, easiest first. Their names are the pages' messages. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** What became of a practice attempt: scored, or failed with a reason (the file is kept either way). */
export const PRACTICE_ATTEMPT_STATUSES = ['scored', 'failed'] as const;

/** Largest practice prediction file: practice data sets are small, so the file is scored while the request waits. */
export const PRACTICE_MAX_BYTES = 5 * 1024 * 1024;

/** Rows of a practice problem's leaderboard (each user's best attempt). */
export const PRACTICE_LEADERBOARD_SIZE = 10;

/** A user's own attempts shown under a practice problem (newest first). */
export const PRACTICE_MY_ATTEMPTS = 20;

/** Longest title, summary and body (per language) of what staff write. */
export const TRAINING_TITLE_MAX = 200;
export const TRAINING_SUMMARY_MAX = 1000;
export const TRAINING_BODY_MAX = 100_000;

/** Lessons and practice problems of one course at most. */
export const COURSE_LESSONS_MAX = 50;
export const COURSE_PROBLEMS_MAX = 10;

/** Courses, lessons and problems are named by slugs: lower-case letters, digits and dashes. */
export const TRAINING_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,79}$/;

/** Largest public data set or answer file staff upload for a practice problem. */
export const PRACTICE_DATA_MAX_BYTES = 20 * 1024 * 1024;
