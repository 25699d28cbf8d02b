// Facts of the competitions area that pages and the API share (spec §2, §4, §7).

/** computing: intelligent algorithm (scored prediction files); solution: solution application (documents). */
export const COMPETITION_TYPES = ['computing', 'solution'] as const;

/** Where a competition stands in time (spec §4). */
export const TIME_STATES = ['not-started', 'in-progress', 'ended'] as const;

/** The state filter of the list; `signup` is "can sign up": signup open and in progress. */
export const LIST_STATES = ['all', 'in-progress', 'signup', 'ended'] as const;

export const COMPETITION_SORTS = ['default', 'hottest', 'latest'] as const;

/** Competitions on one page of the list. */
export const COMPETITIONS_PER_PAGE = 12;

/** Longest search text of the list. */
export const COMPETITION_SEARCH_MAX = 100;

/** Largest id a competition (or team) address may name: the database's integer. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * Parts of a competition's page that `GET /api/competitions/:id?part=` answers instead of the
 * detail: the leaderboard, the weekly leaderboard, the team's submissions, the invitation, others.
 */
export const COMPETITION_PARTS = ['rankings', 'weekly-rankings', 'submits', 'invite', 'others'] as const;

/**
 * Tabs of `/competitions/:id/:tab` (spec §2); `default` is the rules at `/competitions/:id`. The
 * discussion board itself belongs to the community area; its tab says so and leads there.
 */
export const COMPETITION_TABS = [
  'default',
  'datasets',
  'faq',
  'discuss',
  'ranking',
  'weekly-rankings',
  'teams',
  'submits',
  'invite',
] as const;

/** Metrics a computing competition is scored with. */
export const METRICS = ['accuracy', 'macro-f1', 'auc', 'log-loss', 'rmse', 'mae'] as const;

/**
 * Where a competition asks for identity authentication (spec §6, "Authentication required, do it
 * now ?"): `none`; `signup`: before signing up (and so before submitting); `submission`: before
 * submitting only.
 */
export const AUTHENTICATION_REQUIREMENTS = ['none', 'signup', 'submission'] as const;

/** Leaderboard exports (CSV): the final board of an ended competition for everyone, any board for staff. */
export const RANKINGS_EXPORT_FORMATS = ['csv'] as const;
