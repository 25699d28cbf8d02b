// Review area ("spic"): review users and their own session, projects (entries of solution
// competitions and direct signups), review rounds with a scoring scheme, scores, the overview and its
// export, the audit trail, the expert-review list and the published final rankings.
//
// Every endpoint except login and the published rankings needs a review session: the review cookie,
// never the site's single sign-on. The API checks it together with the role (spec §6) and, for
// reviewers, the assignment; an SSO token alone gets 401.
import { z } from 'zod';
import { IsoDateTime } from './common';
import {
  DEFAULT_REVIEW_YEAR,
  EXPERT_TYPES,
  MAX_RECORD_ID,
  PROJECT_SOURCES,
  PROJECT_STATUSES,
  REVIEW_EXPORT_FORMATS,
  REVIEW_PAGE_SIZE,
  REVIEW_PASSWORD_MAX,
  REVIEW_ROLES,
  REVIEW_SEARCH_MAX,
  REVIEW_YEAR_MAX,
  REVIEW_YEAR_MIN,
  REVIEWERS_PER_PROJECT_MAX,
  ROUND_NAME_MAX,
  ROUND_STATES,
  SCHEME_CRITERIA_MAX,
  SCORE_COMMENT_MAX,
  SCORE_STATES,
} from './constants';
import { endpoint } from './endpoint';

/** Statuses besides input errors that every review-session endpoint may answer with. */
const SESSION_ERRORS = [401, 403] as const;
const tags = ['review'];

const RecordId = z.coerce.number().int().min(1).max(MAX_RECORD_ID);
const YearTag = z.coerce.number().int().min(REVIEW_YEAR_MIN).max(REVIEW_YEAR_MAX);

export const ReviewRole = z.literal(REVIEW_ROLES).describe('0 manager, 1 pilot-intention viewer, 2 reviewer, 3 overview viewer');
export type ReviewRole = z.infer<typeof ReviewRole>;
export const ExpertType = z.enum(EXPERT_TYPES);
export const ProjectStatus = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatus>;
export const ProjectSource = z.enum(PROJECT_SOURCES);
export const RoundState = z.enum(ROUND_STATES);
export type RoundState = z.infer<typeof RoundState>;
export const ScoreState = z.enum(SCORE_STATES);
export type ScoreState = z.infer<typeof ScoreState>;

// ---- Review users and their session ----

export const ReviewUser = z
  .object({
    id: z.number().int(),
    account: z.string().describe('name-year, e.g. wang-2019'),
    name: z.string(),
    role: ReviewRole,
    year: z.number().int().describe('The edition year written in the account'),
    expertType: ExpertType.nullable(),
  })
  .meta({ id: 'ReviewUser' });
export type ReviewUser = z.infer<typeof ReviewUser>;

export const ReviewLoginBody = z.object({
  account: z.string().trim().toLowerCase().min(1).max(64),
  password: z.string().min(1).max(REVIEW_PASSWORD_MAX),
});
export type ReviewLoginBody = z.infer<typeof ReviewLoginBody>;

export const ReviewLoggedOut = z.object({ loggedOut: z.literal(true) });

export const reviewLogin = endpoint({
  method: 'POST',
  path: '/api/spic-review/user/login',
  access: 'public',
  tags,
  summary: 'Sign in to the review area (sets the review session cookie; failures are throttled per account and address)',
  body: ReviewLoginBody,
  response: ReviewUser,
  errors: [401, 429],
});

export const getReviewSelf = endpoint({
  method: 'GET',
  path: '/api/spic-review/user/self',
  access: 'public',
  tags,
  summary: 'The signed-in review user (401 sends the page to the review login)',
  response: ReviewUser,
  errors: SESSION_ERRORS,
});

export const reviewLogout = endpoint({
  method: 'POST',
  path: '/api/spic-review/user/logout',
  access: 'public',
  tags,
  summary: 'End the review session (the session row is revoked, the cookie cleared)',
  response: ReviewLoggedOut,
});

// ---- Projects ----

const Named = z.object({ id: z.number().int(), name: z.string() });

export const ProjectSummary = z
  .object({
    id: z.number().int(),
    source: ProjectSource,
    title: z.string().describe("The team's name for an entry, the project's name for a signup"),
    yearTag: z.number().int(),
    status: ProjectStatus,
    /** Where a recycled project goes back to. */
    recycledFrom: ProjectStatus.nullable(),
    intention: z.boolean().describe('Marked as a pilot-intention project'),
    competition: Named.nullable(),
    team: Named.nullable(),
    organisation: z.string().nullable(),
    documentCount: z.number().int(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'ReviewProjectSummary' });
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const ProjectListQuery = z.object({
  yearTag: YearTag.default(DEFAULT_REVIEW_YEAR),
  status: z
    .enum(['all', ...PROJECT_STATUSES])
    .default('all')
    .describe('all: every project outside the recycle bin'),
  search: z.string().trim().max(REVIEW_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(REVIEW_PAGE_SIZE),
});
export type ProjectListQuery = z.input<typeof ProjectListQuery>;

export const ProjectPage = z.object({
  list: z.array(ProjectSummary),
  total: z.number().int(),
  years: z.array(z.number().int()).describe('Year tags that hold projects the caller may see, newest first'),
});
export type ProjectPage = z.infer<typeof ProjectPage>;

export const ProjectParams = z.object({ id: RecordId });

export const listReviewProjects = endpoint({
  method: 'GET',
  path: '/api/spic-review/projects',
  access: 'public',
  tags,
  summary: 'Projects of a year tag by status and search: every project for managers, intention projects for pilot-intention viewers',
  query: ProjectListQuery,
  response: ProjectPage,
  errors: SESSION_ERRORS,
});

export const ProjectStatusBody = z.object({ status: ProjectStatus });

export const setProjectStatus = endpoint({
  method: 'PUT',
  path: '/api/spic-review/projects/:id/status',
  access: 'public',
  tags,
  summary: 'Move a project to the candidates, the preliminary candidates or the recycle bin (managers)',
  params: ProjectParams,
  body: ProjectStatusBody,
  response: ProjectSummary,
  errors: [...SESSION_ERRORS, 404],
  idempotent: true,
});

export const ProjectIntentionBody = z.object({ intention: z.boolean() });

export const setProjectIntention = endpoint({
  method: 'PUT',
  path: '/api/spic-review/projects/:id/intention',
  access: 'public',
  tags,
  summary: 'Mark or unmark a project as a pilot-intention project (managers)',
  params: ProjectParams,
  body: ProjectIntentionBody,
  response: ProjectSummary,
  errors: [...SESSION_ERRORS, 404, 409],
  idempotent: true,
});

export const ProjectDocument = z
  .object({ id: z.number().int(), name: z.string(), size: z.number().int(), uploadedAt: IsoDateTime, pdf: z.boolean() })
  .meta({ id: 'ReviewProjectDocument' });
export type ProjectDocument = z.infer<typeof ProjectDocument>;

export const ProjectMember = z.object({ userId: z.number().int(), name: z.string(), captain: z.boolean() });

export const SignupForm = z
  .object({
    projectName: z.string(),
    organisation: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
    track: z.string(),
    summary: z.string(),
    members: z.array(z.string()),
  })
  .meta({ id: 'ReviewSignupForm' });
export type SignupForm = z.infer<typeof SignupForm>;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), name: z.string(), account: z.string() }).nullable(),
    action: z
      .string()
      .describe(
        'project.status, project.intention, round.create, round.update, round.state, round.assign, round.publish, score.draft, score.submit',
      ),
    projectId: z.number().int().nullable(),
    roundId: z.number().int().nullable(),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    at: IsoDateTime,
  })
  .meta({ id: 'ReviewAuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const ProjectReview = z
  .object({
    roundId: z.number().int(),
    roundName: z.string(),
    reviewer: Named,
    state: ScoreState,
    scores: z.record(z.string(), z.number()),
    total: z.number().nullable().describe('Weighted total on 0–100 once submitted'),
    comment: z.string(),
    updatedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'ReviewProjectReview' });
export type ProjectReview = z.infer<typeof ProjectReview>;

/** A signup's form is read through `getProjectSignup`. */
export const ProjectDetail = ProjectSummary.extend({
  documents: z.array(ProjectDocument),
  members: z.array(ProjectMember),
  /** The project's audit trail; managers only (empty for other roles). */
  history: z.array(AuditEntry),
  /** Managers and overview viewers: every review; reviewers: their own; pilot-intention viewers: none. */
  reviews: z.array(ProjectReview),
}).meta({ id: 'ReviewProjectDetail' });
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const getReviewProject = endpoint({
  method: 'GET',
  path: '/api/spic/:id',
  access: 'public',
  tags,
  summary: 'A project with its documents, team, history and reviews, for the roles allowed to see it',
  params: ProjectParams,
  response: ProjectDetail,
  errors: [...SESSION_ERRORS, 404],
});

export const SignupDetail = z
  .object({
    id: z.number().int(),
    status: ProjectStatus,
    yearTag: z.number().int(),
    form: SignupForm,
    documents: z.array(ProjectDocument),
    submittedAt: IsoDateTime,
  })
  .meta({ id: 'ReviewSignupDetail' });
export type SignupDetail = z.infer<typeof SignupDetail>;

export const getProjectSignup = endpoint({
  method: 'GET',
  path: '/api/spic/signup/:id',
  access: 'public',
  tags,
  summary: 'The signup form and status of a project signed up directly to the project competition',
  params: ProjectParams,
  response: SignupDetail,
  errors: [...SESSION_ERRORS, 404],
});

export const DocumentParams = z.object({ id: RecordId, documentId: RecordId });

export const getProjectDocument = endpoint({
  method: 'GET',
  path: '/api/spic/:id/documents/:documentId',
  access: 'public',
  tags,
  summary: "One of a project's documents: PDF shown in the browser, other types downloaded",
  params: DocumentParams,
  response: z.string().describe('The file'),
  envelope: false,
  errors: [...SESSION_ERRORS, 404],
});

// ---- Rounds, scheme, assignments, scores ----

export const Criterion = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'lower-case letters, digits and -'),
    name: z.string().trim().min(1).max(40),
    weight: z.number().positive().max(100),
    min: z.number().min(0).max(1000),
    max: z.number().min(0).max(1000),
  })
  .meta({ id: 'ReviewCriterion' });
export type Criterion = z.infer<typeof Criterion>;

export const Round = z
  .object({
    id: z.number().int(),
    name: z.string(),
    yearTag: z.number().int(),
    state: RoundState,
    reviewersPerProject: z.number().int(),
    scheme: z.array(Criterion),
    createdAt: IsoDateTime,
    openedAt: IsoDateTime.nullable(),
    closedAt: IsoDateTime.nullable(),
    publishedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'ReviewRound' });
export type Round = z.infer<typeof Round>;

export const RoundBody = z.object({
  name: z.string().trim().min(1).max(ROUND_NAME_MAX),
  yearTag: YearTag,
  reviewersPerProject: z.number().int().min(1).max(REVIEWERS_PER_PROJECT_MAX),
  scheme: z.array(Criterion).min(1).max(SCHEME_CRITERIA_MAX),
});
export type RoundBody = z.infer<typeof RoundBody>;

export const RoundParams = z.object({ id: RecordId });

export const listRounds = endpoint({
  method: 'GET',
  path: '/api/spic-review/rounds',
  access: 'public',
  tags,
  summary: 'Review rounds, newest first (managers, reviewers, overview viewers)',
  response: z.array(Round),
  errors: SESSION_ERRORS,
});

export const createRound = endpoint({
  method: 'POST',
  path: '/api/spic-review/rounds',
  access: 'public',
  tags,
  summary: 'Prepare a review round with its scoring scheme (managers)',
  body: RoundBody,
  response: Round,
  errors: SESSION_ERRORS,
});

export const updateRound = endpoint({
  method: 'PUT',
  path: '/api/spic-review/rounds/:id',
  access: 'public',
  tags,
  summary: 'Change a round that has not opened yet: name, year tag, reviewers per project, scheme (managers)',
  params: RoundParams,
  body: RoundBody,
  response: Round,
  errors: [...SESSION_ERRORS, 404, 409],
  idempotent: true,
});

export const RoundStateBody = z.object({ state: z.enum(['open', 'closed']) });

export const setRoundState = endpoint({
  method: 'PUT',
  path: '/api/spic-review/rounds/:id/state',
  access: 'public',
  tags,
  summary: 'Open a round for scoring, or close it (scores become final); a closed round may be opened again (managers)',
  params: RoundParams,
  body: RoundStateBody,
  response: Round,
  errors: [...SESSION_ERRORS, 404, 409],
  idempotent: true,
});

export const ReviewerLoad = z.object({ reviewer: Named, assigned: z.number().int() });

export const AssignResult = z.object({
  created: z.number().int().describe('Assignments added by this call'),
  load: z.array(ReviewerLoad).describe('Projects per reviewer in the round after the call'),
});
export type AssignResult = z.infer<typeof AssignResult>;

export const assignReviewers = endpoint({
  method: 'POST',
  path: '/api/spic-review/rounds/:id/assignments',
  access: 'public',
  tags,
  summary: "Give every preliminary project of the round's year the round's number of reviewers, balancing the reviewers' load (managers)",
  params: RoundParams,
  response: AssignResult,
  errors: [...SESSION_ERRORS, 404, 409],
});

export const Assignment = z
  .object({
    project: ProjectSummary,
    state: ScoreState,
    scores: z.record(z.string(), z.number()),
    comment: z.string(),
    total: z.number().nullable(),
    updatedAt: IsoDateTime.nullable(),
    submittedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'ReviewAssignment' });
export type Assignment = z.infer<typeof Assignment>;

export const MyAssignments = z.object({ round: Round, list: z.array(Assignment) });
export type MyAssignments = z.infer<typeof MyAssignments>;

export const listMyAssignments = endpoint({
  method: 'GET',
  path: '/api/spic-review/rounds/:id/mine',
  access: 'public',
  tags,
  summary: "The reviewer's assigned projects of a round with their scores (reviewers)",
  params: RoundParams,
  response: MyAssignments,
  errors: [...SESSION_ERRORS, 404],
});

export const ScoreParams = z.object({ id: RecordId, projectId: RecordId });

export const ScoreBody = z.object({
  scores: z.record(z.string(), z.number()),
  comment: z.string().max(SCORE_COMMENT_MAX).default(''),
  /** false: save a draft (criteria may be missing); true: submit (every criterion scored). */
  submit: z.boolean(),
});
export type ScoreBody = z.input<typeof ScoreBody>;

export const saveScore = endpoint({
  method: 'PUT',
  path: '/api/spic-review/rounds/:id/scores/:projectId',
  access: 'public',
  tags,
  summary: 'Save a draft of, submit or revise the score of an assigned project while the round is open (reviewers)',
  params: ScoreParams,
  body: ScoreBody,
  response: Assignment,
  errors: [...SESSION_ERRORS, 404, 409],
  idempotent: true,
});

export const OverviewReviewer = z.object({ reviewer: Named, state: ScoreState, total: z.number().nullable() });

export const OverviewRow = z
  .object({
    rank: z.number().int().nullable().describe('By weighted average; null until one review is submitted'),
    project: ProjectSummary,
    reviewers: z.array(OverviewReviewer),
    criteria: z.record(z.string(), z.number().nullable()).describe('Average of each criterion over the submitted reviews'),
    average: z.number().nullable().describe('Weighted average on 0–100'),
    spread: z.number().nullable().describe('Highest minus lowest weighted total of the submitted reviews'),
    disagreement: z.boolean(),
    submitted: z.number().int(),
  })
  .meta({ id: 'ReviewOverviewRow' });
export type OverviewRow = z.infer<typeof OverviewRow>;

export const Overview = z.object({ round: Round, rows: z.array(OverviewRow) });
export type Overview = z.infer<typeof Overview>;

export const getRoundOverview = endpoint({
  method: 'GET',
  path: '/api/spic-review/rounds/:id/overview',
  access: 'public',
  tags,
  summary: "A round's projects with their reviewers, averages, spread and rank (managers, overview viewers)",
  params: RoundParams,
  response: Overview,
  errors: [...SESSION_ERRORS, 404],
});

export const ExportQuery = z.object({ format: z.enum(REVIEW_EXPORT_FORMATS).default('csv') });

export const exportRoundOverview = endpoint({
  method: 'GET',
  path: '/api/spic-review/rounds/:id/export',
  access: 'public',
  tags,
  summary: "A round's overview as a CSV or XLSX file (managers, overview viewers)",
  params: RoundParams,
  query: ExportQuery,
  response: z.string().describe('The file'),
  envelope: false,
  errors: [...SESSION_ERRORS, 404],
});

export const PublishResult = z.object({
  competitions: z.array(z.object({ competition: Named, ranked: z.number().int() })),
});
export type PublishResult = z.infer<typeof PublishResult>;

export const publishRound = endpoint({
  method: 'POST',
  path: '/api/spic-review/rounds/:id/publish',
  access: 'public',
  tags,
  summary: "Publish a closed round's ranking of competition entries as each competition's final ranking (managers)",
  params: RoundParams,
  response: PublishResult,
  errors: [...SESSION_ERRORS, 404, 409],
});

// ---- Audit trail, expert review, published rankings ----

export const AuditQuery = z.object({
  projectId: RecordId.optional(),
  roundId: RecordId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(REVIEW_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = z.object({ list: z.array(AuditEntry), total: z.number().int() });
export type AuditPage = z.infer<typeof AuditPage>;

export const listAudit = endpoint({
  method: 'GET',
  path: '/api/spic-review/audit',
  access: 'public',
  tags,
  summary: 'Every change in the review area, newest first: who, what, when (managers)',
  query: AuditQuery,
  response: AuditPage,
  errors: SESSION_ERRORS,
});

export const GradeQuery = z.object({ roundId: RecordId.optional() });

export const GradeRow = z
  .object({
    project: ProjectSummary,
    assigned: z.number().int(),
    submitted: z.number().int(),
    /** The caller's own score state when the caller reviews the project. */
    mine: ScoreState.nullable(),
    reviewers: z.array(OverviewReviewer).describe('Managers and overview viewers only'),
  })
  .meta({ id: 'ReviewGradeRow' });
export type GradeRow = z.infer<typeof GradeRow>;

export const GradeList = z.object({ round: Round.nullable(), rows: z.array(GradeRow) });
export type GradeList = z.infer<typeof GradeList>;

export const getGradeList = endpoint({
  method: 'GET',
  path: '/api/spic-review/grade',
  access: 'public',
  tags,
  summary: "The DCIC edition's projects with their review status (default: the newest round), as far as the caller's role sees them",
  query: GradeQuery,
  response: GradeList,
  errors: SESSION_ERRORS,
});

export const FinalRankingRow = z.object({
  rank: z.number().int(),
  projectId: z.number().int(),
  team: Named,
  score: z.number(),
});

export const FinalRanking = z
  .object({ competitionId: z.number().int(), roundId: z.number().int(), publishedAt: IsoDateTime, list: z.array(FinalRankingRow) })
  .meta({ id: 'ReviewFinalRanking' });
export type FinalRanking = z.infer<typeof FinalRanking>;

export const FinalRankingParams = z.object({ competitionId: RecordId });

export const getFinalRanking = endpoint({
  method: 'GET',
  path: '/api/spic/results/:competitionId',
  access: 'public',
  tags,
  summary: "A solution competition's final ranking as published from a review round",
  params: FinalRankingParams,
  response: FinalRanking,
  errors: [404],
});
