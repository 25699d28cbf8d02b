// Competitions area: list, detail (with parts), schedules, rankings, signup, submissions, datasets.
import { z } from 'zod';
import { IsoDateTime } from './common';

export const CompetitionType = z.enum(['computing', 'solution']).describe('computing: intelligent algorithm; solution: solution application');
export type CompetitionType = z.infer<typeof CompetitionType>;
export const TimeState = z.enum(['not-started', 'in-progress', 'ended']);
export type TimeState = z.infer<typeof TimeState>;
export const ListState = z.enum(['all', 'in-progress', 'signup', 'ended']);
export type ListState = z.infer<typeof ListState>;
export const CompetitionSort = z.enum(['default', 'hottest', 'latest']);

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const Race = z.object({ id: z.number().int(), nameCn: z.string(), nameEn: z.string(), sort: z.number().int(), banner: z.string(), bannerUrl: z.string(), bannerStatus: z.number().int() }).meta({ id: 'Race' });
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
  search: z.string().trim().max(100).optional(),
  type: CompetitionType.optional(),
  tagCode: z.string().max(60).optional(),
  indCode: z.string().max(60).optional(),
  raceId: z.coerce.number().int().min(1).optional(),
  state: ListState.default('all'),
  reward: flag.optional().describe('true: only competitions with a cash bonus'),
  sort: CompetitionSort.default('default'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
});
export type CompetitionListQuery = z.input<typeof CompetitionListQuery>;

export const CompetitionList = z.object({
  cmpt: z.object({ competitions: z.array(CompetitionSummary), total: z.number().int() }),
  cmptTags: z.array(CompetitionTag),
  industries: z.array(Industry),
  races: z.array(Race),
});
export type CompetitionList = z.infer<typeof CompetitionList>;

export const TeamMember = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), isCaptain: z.boolean() });
export type TeamMember = z.infer<typeof TeamMember>;

export const AttachedTeam = z
  .object({
    id: z.number().int(),
    name: z.string(),
    announcement: z.string(),
    joinAvailable: z.boolean(),
    captainId: z.number().int(),
    mentor: z.string(),
    mentorOrganisation: z.string(),
    scheduleId: z.number().int().nullable(),
    members: z.array(TeamMember),
  })
  .meta({ id: 'AttachedTeam' });
export type AttachedTeam = z.infer<typeof AttachedTeam>;

export const Quota = z.object({
  successSubmitCount: z.number().int(),
  selfSubmitCount: z.number().int(),
  errorSubmitCount: z.number().int(),
  maxSubmitCount: z.number().int(),
  maxErrorSubmitCount: z.number().int(),
});
export type Quota = z.infer<typeof Quota>;

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
  stage: z.union([z.literal(0), z.literal(1)]).describe('1 inside the list B window'),
  datasets: z.array(z.object({ name: z.string(), size: z.number().int() })),
  isSignedUp: z.boolean(),
  datasetAgreed: z.boolean(),
  attachedTeam: AttachedTeam.nullable(),
  teamJoinUndisposedCount: z.number().int(),
  submitAllowed: z.boolean(),
  submitRefusal: z.string().nullable(),
  quota: Quota.nullable(),
}).meta({ id: 'CompetitionDetail' });
export type CompetitionDetail = z.infer<typeof CompetitionDetail>;

export const CompetitionPart = z.enum(['rankings', 'weekly-rankings', 'submits', 'invite', 'others']);
export const CompetitionDetailQuery = z.object({
  part: CompetitionPart.optional(),
  sch: z.coerce.number().int().min(1).optional().describe('schedule id; default the current (or last) one'),
  stage: z.coerce.number().int().min(0).max(1).optional().describe('0 list A, 1 list B'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_size: z.coerce.number().int().min(1).max(100).default(20),
  isRedance: flag.optional().describe('true: only teams admitted to the schedule'),
});

export const RankingRow = z
  .object({
    rank: z.number().int(),
    rankChange: z.number().int().nullable().describe('positive: moved up since yesterday'),
    teamId: z.number().int(),
    teamName: z.string(),
    score: z.number(),
    validSubmitCount: z.number().int(),
    scoreTime: IsoDateTime,
    sourceCodeUrl: z.string().nullable(),
    members: z.array(z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })),
    organisation: z.string(),
  })
  .meta({ id: 'RankingRow' });
export type RankingRow = z.infer<typeof RankingRow>;

export const Rankings = z.object({
  scheduleId: z.number().int().nullable(),
  stage: z.union([z.literal(0), z.literal(1)]),
  listBVisible: z.boolean(),
  higherIsBetter: z.boolean(),
  list: z.array(RankingRow),
  total: z.number().int(),
  myRow: RankingRow.nullable(),
});
export type Rankings = z.infer<typeof Rankings>;

export const SubmissionStatus = z.enum(['pending', 'scored', 'error', 'received']);
export const Submission = z
  .object({
    id: z.number().int(),
    scheduleId: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    fileName: z.string(),
    size: z.number().int(),
    status: SubmissionStatus,
    scoreA: z.number().nullable(),
    scoreB: z.number().nullable().describe('null until the list B window opens'),
    errorReason: z.string().nullable().describe('in the request language'),
    createdAt: IsoDateTime,
    scoredAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof Submission>;

export const Submits = z.object({ team: z.array(Submission), self: z.array(Submission), quota: Quota.nullable() });
export type Submits = z.infer<typeof Submits>;

export const Invite = z.object({ invitationCode: z.string().nullable(), inviteLink: z.string(), teamId: z.number().int().nullable() });
export type Invite = z.infer<typeof Invite>;

export const Others = z.object({ competitions: z.array(CompetitionSummary) });

export const CompetitionPartData = z.union([CompetitionDetail, Rankings, Submits, Invite, Others]);

export const SignupBody = z.object({ isRedance: flag.optional(), targetId: z.coerce.number().int().min(1).optional() }).default({});
export const SignupResult = z.object({ competitionId: z.number().int(), userId: z.number().int(), isSignedUp: z.literal(true) });

export const UploadResult = Submission;

export const AgreeResult = z.object({ id: z.number().int(), isAgree: z.boolean() });
export const DownloadLogBody = z.object({ file: z.string().min(1).max(200) });

export const SourceCodeQuery = z.object({ cmptId: z.coerce.number().int().min(1).optional(), page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(50).default(10) });
export const SourceCodeShare = z.object({ id: z.number().int(), competitionId: z.number().int(), teamName: z.string(), title: z.string(), url: z.string(), description: z.string(), createdAt: IsoDateTime });
export const SourceCodeList = z.object({ list: z.array(SourceCodeShare), total: z.number().int() });
export const CommentQuery = z.object({ procedureId: z.coerce.number().int().min(1), page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(50).default(10) });
export const CommentBody = z.object({ procedureId: z.number().int().min(1), content: z.string().trim().min(1).max(1000) });
export const Comment = z.object({ id: z.number().int(), userId: z.number().int(), userName: z.string(), content: z.string(), createdAt: IsoDateTime });
export const CommentList = z.object({ list: z.array(Comment), total: z.number().int() });

export const AppealQuery = z.object({ teamId: z.coerce.number().int().min(1) });
export const AppealBody = z.object({ teamId: z.number().int().min(1), content: z.string().trim().min(1).max(2000) });
export const Appeal = z.object({ id: z.number().int(), teamId: z.number().int(), content: z.string(), status: z.enum(['pending', 'accepted', 'rejected']), createdAt: IsoDateTime });
export const AppealList = z.array(Appeal);
