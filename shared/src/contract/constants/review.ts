// Facts of the review area that pages and the API share (spec §2 review routes and side menu, §3 review
// user, §6 review roles, §9 default review year tag).

/**
 * Roles of a review user (spec §6): 0 manager, 1 pilot-intention viewer, 2 reviewer (scoring),
 * 3 overview viewer.
 */
export const REVIEW_ROLES = [0, 1, 2, 3] as const;

export const REVIEW_ROLE_MANAGER = 0;
export const REVIEW_ROLE_INTENTION_VIEWER = 1;
export const REVIEW_ROLE_REVIEWER = 2;
export const REVIEW_ROLE_OVERVIEW_VIEWER = 3;

/** The edition the project lists open on (spec §9). */
export const DEFAULT_REVIEW_YEAR = 2019;

/** Year tags a project or round may carry. */
export const REVIEW_YEAR_MIN = 2000;
export const REVIEW_YEAR_MAX = 2100;

/**
 * A review account: a name and the edition's year joined by one dash (`wang-2019`). The name part
 * starts with a letter and holds lower-case letters, digits, `_` and `.`.
 */
export const REVIEW_ACCOUNT_PATTERN = /^([a-z][a-z0-9_.]{0,39})-(\d{4})$/;

/** The edition year written in a review account, or null when the account is not of that form. */
export function reviewAccountYear(account: string): number | null {
  const match = REVIEW_ACCOUNT_PATTERN.exec(account);
  if (!match) return null;
  const year = Number(match[2]);
  return year >= REVIEW_YEAR_MIN && year <= REVIEW_YEAR_MAX ? year : null;
}

export const REVIEW_PASSWORD_MIN = 8;
export const REVIEW_PASSWORD_MAX = 128;

/** Expert types a review user may carry (spec §3). */
export const EXPERT_TYPES = ['evaluation-expert', 'professional-tutor', 'ccf-committee'] as const;

/**
 * Where a project stands for the manager: a candidate (every new project), a preliminary candidate
 * (shortlisted for review rounds), or in the recycle bin.
 */
export const PROJECT_STATUSES = ['candidate', 'preliminary', 'recycled'] as const;

/** The status filter of the all-projects page (`all` leaves the recycle bin out). */
export const PROJECT_STATUS_FILTERS = ['all', 'candidate', 'preliminary'] as const;

/** An entry of a solution competition (a team's documents) or a project signed up directly. */
export const PROJECT_SOURCES = ['entry', 'signup'] as const;

/** A round is prepared (scheme editable), open (reviewers score) or closed (scores final). */
export const ROUND_STATES = ['draft', 'open', 'closed'] as const;

/** A reviewer's score of one project: not started, saved as a draft, or submitted. */
export const SCORE_STATES = ['assigned', 'draft', 'submitted'] as const;

export const SCHEME_CRITERIA_MAX = 12;
export const SCORE_COMMENT_MAX = 2000;
export const ROUND_NAME_MAX = 80;
/** Reviewers each project of a round gets. */
export const REVIEWERS_PER_PROJECT_MAX = 9;

/**
 * Weighted totals are on a 0–100 scale (each criterion's score placed in its range, weighted); two
 * reviewers whose totals differ by more than this many points disagree, and the overview says so.
 */
export const DISAGREEMENT_POINTS = 20;

export const REVIEW_PAGE_SIZE = 20;
export const REVIEW_SEARCH_MAX = 100;

/** Formats the overview is exported in. */
export const REVIEW_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** Pages of `/spic-review/*` (spec §2). */
export const REVIEW_PAGES = [
  'login',
  'scoremanage',
  'projectlist',
  'intentionproject',
  'no-access',
  'allproject',
  'preliminaries',
  'recycle',
] as const;
export type ReviewPage = (typeof REVIEW_PAGES)[number];

/**
 * The side menu of each role (spec §2), in menu order; the first page is where the role lands. A role
 * opening any other review page is sent to no-access.
 */
export const ROLE_PAGES: Record<(typeof REVIEW_ROLES)[number], readonly ReviewPage[]> = {
  0: ['allproject', 'preliminaries', 'recycle'],
  1: ['intentionproject'],
  2: ['scoremanage'],
  3: ['projectlist'],
};
