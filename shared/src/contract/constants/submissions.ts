// Facts of submissions that pages and the API share (spec §4).

/**
 * pending: waiting for scoring; scored; error (counts against maxErrorSubmitCount, never against
 * maxSubmitCount); received: a document of a solution competition, for the review area.
 */
export const SUBMISSION_STATUSES = ['pending', 'scored', 'error', 'received'] as const;

/** Where a pending prediction file is: waiting in the scoring queue (with its position), or being scored. */
export const SCORING_STATES = ['queued', 'scoring'] as const;

/** Why a user may not submit now: no current schedule, no team, a later schedule the team is not admitted to. */
export const SUBMISSION_REFUSALS = ['no-schedule', 'no-team', 'wrong-schedule'] as const;

/** Computing competitions take one CSV prediction file. */
export const PREDICTION_EXTENSION = '.csv';
export const PREDICTION_MAX_BYTES = 100 * 1024 * 1024;

/** Solution competitions take one document. */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.zip', '.docx'] as const;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
