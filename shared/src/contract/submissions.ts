// Submissions: a team's uploaded prediction files (scored against the private answer) or documents,
// and its quota in the current schedule.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { CompetitionIdParams, competitionPage, partQuery, RecordId } from './competition-page';
import { SCORING_STATES, SUBMISSION_STATUSES } from './constants/submissions';
import { endpoint } from './endpoint';

const tags = ['submissions'];

export const Quota = z.object({
  successSubmitCount: z.number().int().describe('scored and waiting submissions of the team'),
  selfSubmitCount: z.number().int(),
  errorSubmitCount: z.number().int(),
  maxSubmitCount: z.number().int(),
  maxErrorSubmitCount: z.number().int(),
});
export type Quota = z.infer<typeof Quota>;

export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

export const ScoringQueue = z
  .object({
    state: z.enum(SCORING_STATES),
    position: z.number().int().min(1).nullable().describe('1 for the next file to be scored; null while scoring'),
  })
  .describe('where a pending prediction file is; null once scored or failed, and for documents');
export type ScoringQueue = z.infer<typeof ScoringQueue>;

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
    queue: ScoringQueue.nullable(),
    createdAt: IsoDateTime,
    scoredAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof Submission>;

/** The team's submissions of a schedule, the caller's own among them, and the quota. */
export const TeamSubmissions = z.object({ team: z.array(Submission), self: z.array(Submission), quota: Quota.nullable() });
export type TeamSubmissions = z.infer<typeof TeamSubmissions>;

export const listSubmissions = endpoint({
  ...competitionPage,
  access: 'user',
  tags,
  summary: "The team's submissions of a schedule, members only (`part=submits`)",
  query: partQuery('submits', { sch: RecordId.optional().describe('schedule id; default the current (or last) one') }),
  response: TeamSubmissions,
  errors: [404],
});

export const createSubmission = endpoint({
  method: 'POST',
  path: '/api/competitions/:id/uploads',
  access: 'user',
  tags,
  summary: 'Upload a prediction file (computing) or a document (solution); scored in the background',
  params: CompetitionIdParams,
  multipart: { file: 'file' },
  response: Submission,
  errors: [404, 409, 413],
});

export const RescoreProgress = z
  .object({
    id: z.number().int(),
    competitionId: z.number().int(),
    submissionId: z.number().int().nullable().describe('set when one submission was asked for'),
    requestedBy: z.string(),
    createdAt: IsoDateTime,
    total: z.number().int(),
    queued: z.number().int(),
    done: z.number().int(),
    failed: z.number().int().describe('files the current answer refuses (now failed submissions), or that could not be read'),
    finished: z.boolean(),
  })
  .meta({ id: 'RescoreProgress' });
export type RescoreProgress = z.infer<typeof RescoreProgress>;

export const RescoreBody = z.object({
  submissionId: RecordId.optional().describe('one submission; leave out for every scored or failed file of the competition'),
});

export const requestRescore = endpoint({
  method: 'POST',
  path: '/api/competitions/:id/rescores',
  access: 'staff',
  tags,
  summary:
    'Staff only (STAFF_ACCOUNTS): score files again against the current answer (after an answer fix); the leaderboard follows, quotas do not change',
  params: CompetitionIdParams,
  body: RescoreBody,
  response: RescoreProgress,
  errors: [404, 409],
});

export const getRescore = endpoint({
  method: 'GET',
  path: '/api/competitions/:id/rescores/:rescoreId',
  access: 'staff',
  tags,
  summary: 'Staff only: progress of a re-score (files queued, done, failed)',
  params: CompetitionIdParams.extend({ rescoreId: RecordId }),
  response: RescoreProgress,
  errors: [404],
});
