// Competitions area: the list, a competition's detail and the other parts of its page, signup, the
// dataset agreement and downloads.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { CompetitionIdParams, competitionPage, Flag, partQuery } from './competition-page';
import {
  AUTHENTICATION_REQUIREMENTS,
  COMPETITION_PARTS,
  COMPETITION_SEARCH_MAX,
  COMPETITION_SORTS,
  COMPETITION_TYPES,
  COMPETITIONS_PER_PAGE,
  LIST_STATES,
  TIME_STATES,
} from './constants/competitions';
import { endpoint } from './endpoint';
import { getInvitation } from './invitations';
import { getRankings, getWeeklyRankings, Stage } from './rankings';
import { listSubmissions, Quota } from './submissions';
import { AttachedTeam } from './teams';

const tags = ['competitions'];

export const CompetitionType = z.enum(COMPETITION_TYPES).describe('computing: intelligent algorithm; solution: solution application');
export type CompetitionType = z.infer<typeof CompetitionType>;
export const TimeState = z.enum(TIME_STATES);
export type TimeState = z.infer<typeof TimeState>;
export const ListState = z.enum(LIST_STATES);
export type ListState = z.infer<typeof ListState>;
export const CompetitionSort = z.enum(COMPETITION_SORTS);
export type CompetitionSort = z.infer<typeof CompetitionSort>;

export const Race = z
  .object({
    id: z.number().int(),
    nameCn: z.string(),
    nameEn: z.string(),
    sort: z.number().int(),
    banner: z.string(),
    bannerUrl: z.string(),
    bannerStatus: z.number().int(),
  })
  .meta({ id: 'Race' });
export type Race = z.infer<typeof Race>;
export const CompetitionTag = z.object({ code: z.string(), name: z.string(), parentCode: z.string().nullable() });
export type CompetitionTag = z.infer<typeof CompetitionTag>;
export const Industry = z.object({ code: z.string(), name: z.string() });
export type Industry = z.infer<typeof Industry>;

export const Schedule = z
  .object({
    id: z.number().int(),
    sort: z.number().int(),
    name: z.string(),
    startTime: IsoDateTime,
    endTime: IsoDateTime,
    listBStartTime: IsoDateTime.nullable(),
    listBEndTime: IsoDateTime.nullable(),
    maxSubmitCount: z.number().int(),
    maxErrorSubmitCount: z.number().int(),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof Schedule>;

export const CompetitionSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    summary: z.string(),
    type: CompetitionType,
    race: Race,
    tags: z.array(CompetitionTag),
    industry: Industry.nullable(),
    reward: z.string(),
    bonus: z.number().int(),
    startTime: IsoDateTime,
    endTime: IsoDateTime,
    isOpenSignup: z.boolean(),
    timeState: TimeState,
    canSignup: z.boolean().describe('signup open and in progress'),
    teams: z.number().int(),
    players: z.number().int(),
  })
  .meta({ id: 'CompetitionSummary' });
export type CompetitionSummary = z.infer<typeof CompetitionSummary>;

export const CompetitionListQuery = z.object({
  search: z.string().trim().max(COMPETITION_SEARCH_MAX).optional(),
  type: CompetitionType.optional(),
  tagCode: z.string().max(60).optional(),
  indCode: z.string().max(60).optional(),
  raceId: z.coerce.number().int().min(1).optional(),
  state: ListState.default('all'),
  reward: Flag.optional().describe('true: only competitions with a cash bonus'),
  sort: CompetitionSort.default('default'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(COMPETITIONS_PER_PAGE),
});
export type CompetitionListQuery = z.input<typeof CompetitionListQuery>;

export const CompetitionList = z.object({
  cmpt: z.object({ competitions: z.array(CompetitionSummary), total: z.number().int() }),
  cmptTags: z.array(CompetitionTag),
  industries: z.array(Industry),
  races: z.array(Race),
});
export type CompetitionList = z.infer<typeof CompetitionList>;

export const CompetitionDetail = CompetitionSummary.extend({
  rules: z.string(),
  dataDescription: z.string(),
  evaluation: z.string(),
  faq: z.string(),
  metric: z.string().nullable(),
  targetColumn: z.string().nullable(),
  maxTeamSize: z.number().int(),
  schedules: z.array(Schedule),
  currentSchedule: Schedule.nullable(),
  stage: Stage.describe('1 inside the list B window'),
  datasets: z.array(z.object({ name: z.string(), size: z.number().int() })),
  isSignedUp: z.boolean(),
  datasetAgreed: z.boolean(),
  attachedTeam: AttachedTeam.nullable(),
  teamJoinUndisposedCount: z.number().int(),
  submitAllowed: z.boolean(),
  submitRefusal: z.string().nullable(),
  quota: Quota.nullable(),
  authenticationRequired: z
    .enum(AUTHENTICATION_REQUIREMENTS)
    .describe('identity authentication asked before signup, before submission, or not at all'),
  isAuthenticated: z.boolean().describe("the caller's identity is authenticated"),
  isStaff: z.boolean().describe('the caller is staff (STAFF_ACCOUNTS): exports any board, decides cheating cases'),
}).meta({ id: 'CompetitionDetail' });
export type CompetitionDetail = z.infer<typeof CompetitionDetail>;

export const OtherCompetitions = z.object({ competitions: z.array(CompetitionSummary) });

export const SignupBody = z
  .object({ isRedance: Flag.optional(), targetId: z.coerce.number().int().min(1).optional().describe('the inviter') })
  .default({});
export const SignupResult = z.object({ competitionId: z.number().int(), userId: z.number().int(), isSignedUp: z.literal(true) });

export const AgreeResult = z.object({ id: z.number().int(), isAgree: z.boolean() });
export const DownloadLogBody = z.object({ file: z.string().min(1).max(200) });
export const DownloadLink = z.object({ file: z.string(), url: z.string() });
export const DatasetFileParams = CompetitionIdParams.extend({ file: z.string().max(200) });

export const listCompetitions = endpoint({
  method: 'GET',
  path: '/api/competitions',
  access: 'optional',
  tags,
  summary: 'Search competitions',
  query: CompetitionListQuery,
  response: CompetitionList,
});

export const getCompetition = endpoint({
  ...competitionPage,
  access: 'optional',
  tags,
  summary: "A competition's detail, with the caller's signup, team and quota",
  response: CompetitionDetail,
  errors: [404],
});

export const listOtherCompetitions = endpoint({
  ...competitionPage,
  access: 'optional',
  tags,
  summary: 'Other competitions of the same race category (`part=others`)',
  query: partQuery('others', {}),
  response: OtherCompetitions,
  errors: [404],
});

/** The parts of the page besides the detail, each an endpoint of the area that owns it. */
const competitionPageParts = [getRankings, getWeeklyRankings, listSubmissions, getInvitation, listOtherCompetitions] as const;

/**
 * The one route behind the competition page and its parts, as the API registers it: the query of
 * every part, and any of their answers. Front ends call the parts (`getRankings`, ...) instead.
 */
export const getCompetitionPage = endpoint({
  ...competitionPage,
  access: 'optional',
  tags,
  summary: 'A competition, or one part of its page (rankings, weekly-rankings, submits, invite, others)',
  query: z.object({
    ...getRankings.query.shape,
    ...listSubmissions.query.shape,
    part: z.enum(COMPETITION_PARTS).optional().describe('a part of the page instead of the detail'),
  }),
  response: z.union([getCompetition.response, ...competitionPageParts.map((part) => part.response)]),
  errors: [401, 404],
});

export const signUp = endpoint({
  method: 'POST',
  path: '/api/competitions/:id/users',
  access: 'user',
  tags,
  summary: 'Sign up for a competition',
  params: CompetitionIdParams,
  body: SignupBody,
  response: SignupResult,
  errors: [404, 409],
});

export const confirmSignup = endpoint({
  method: 'PUT',
  path: '/api/competitions/:id/users',
  access: 'user',
  tags,
  summary: 'Confirm a signup (records the inviter when none is recorded yet)',
  params: CompetitionIdParams,
  body: SignupBody,
  response: SignupResult,
  errors: [404, 409],
  idempotent: true,
});

export const agreeToDatasets = endpoint({
  method: 'POST',
  path: '/api/competitions/:id/datasets/protocol',
  access: 'user',
  tags,
  summary: 'Accept the dataset agreement',
  params: CompetitionIdParams,
  response: AgreeResult,
  errors: [404],
});

export const logDownload = endpoint({
  method: 'POST',
  path: '/api/competitions/:id/datasets/download-log',
  access: 'user',
  tags,
  summary: 'Record a dataset download; answers the address of the file',
  params: CompetitionIdParams,
  body: DownloadLogBody,
  response: DownloadLink,
  errors: [404],
});

export const downloadDataset = endpoint({
  method: 'GET',
  path: '/api/competitions/:id/datasets/files/:file',
  access: 'user',
  tags,
  summary: 'Download a dataset file (after the agreement; logged)',
  params: DatasetFileParams,
  response: z.string().describe('the file'),
  envelope: false,
  errors: [404],
});
