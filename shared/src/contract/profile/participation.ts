// Participation: competition history, standing across competitions, certificates.
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { CompetitionType, TimeState } from '../competitions';
import { CERTIFICATE_CODE_PATTERN, STANDING_BOARDS } from '../constants/profile';
import { MAX_USER_ID } from '../constants/users';
import { endpoint } from '../endpoint';
import { UserIdParam } from '../users';
import { PageQuery, tags } from './common';

/** Where a team finished (or stands now) in a competition. */
export const Standing = z
  .object({
    rank: z.number().int().min(1),
    teamCount: z.number().int().min(1).describe('Teams ranked on the same board'),
    score: z.number(),
    board: z.enum(STANDING_BOARDS).describe('Leaderboard list A or B (computing), or the published review ranking (solution)'),
    higherIsBetter: z.boolean(),
  })
  .meta({ id: 'Standing' });
export type Standing = z.infer<typeof Standing>;

export const ParticipationCompetition = z.object({
  id: z.number().int(),
  name: z.string().describe('In the request language'),
  type: CompetitionType,
  timeState: TimeState,
  startTime: IsoDateTime,
  endTime: IsoDateTime,
});

export const CompetitionHistoryItem = z
  .object({
    competition: ParticipationCompetition,
    team: z.object({ id: z.number().int(), name: z.string(), isCaptain: z.boolean() }).nullable().describe('null: signed up, no team yet'),
    signedUpAt: IsoDateTime,
    standing: Standing.nullable().describe("The team's best score and rank in its last schedule with a score"),
    certificate: z.boolean().describe('The viewer may download a certificate of it: their own, ended, and they were in a team'),
  })
  .meta({ id: 'CompetitionHistoryItem' });
export type CompetitionHistoryItem = z.infer<typeof CompetitionHistoryItem>;

/** visible false: the owner hides the competitions they joined from this viewer (the list is then empty). */
export const CompetitionHistoryPage = z.object({ visible: z.boolean(), list: z.array(CompetitionHistoryItem), total: z.number().int() });
export type CompetitionHistoryPage = z.infer<typeof CompetitionHistoryPage>;

export const getCompetitionHistory = endpoint({
  method: 'GET',
  path: '/api/users/:id/competition-history',
  access: 'user',
  tags,
  summary: 'The competitions a user signed up for, newest first, with team, best score, rank and dates (privacy applied)',
  params: UserIdParam,
  query: PageQuery,
  response: CompetitionHistoryPage,
  errors: [404],
});

export const StandingSummary = z.object({
  competitions: z.number().int().min(0).describe('Competitions signed up for'),
  ranked: z.number().int().min(0).describe('Of them, with a rank'),
  bestRank: z.number().int().nullable(),
  topFinishes: z.number().int().min(0).describe('Ranks within the top 10'),
});

export const UserStanding = z
  .object({
    visible: z.boolean().describe('false: the owner hides the competitions they joined from this viewer'),
    summary: StandingSummary.nullable(),
    list: z.array(z.object({ competition: ParticipationCompetition, standing: Standing })).describe('Ranked competitions, best rank first'),
  })
  .meta({ id: 'UserStanding' });
export type UserStanding = z.infer<typeof UserStanding>;

export const getUserStanding = endpoint({
  method: 'GET',
  path: '/api/v2/users/rank/:id',
  access: 'user',
  tags,
  summary: "A user's standing across competitions: best rank and score in each, and a summary (privacy applied)",
  params: UserIdParam,
  response: UserStanding,
  errors: [404],
});

export const CertificateQuery = z.object({ cmp: z.coerce.number().int().positive().max(MAX_USER_ID).describe('Competition id') });

export const getCertificate = endpoint({
  method: 'GET',
  path: '/api/users/cmpt-cred',
  access: 'user',
  tags,
  summary:
    'My participation certificate of an ended competition I was in a team of, as a PDF with a verification code (the same code every time); 404 when I took no part, 409 before the end',
  query: CertificateQuery,
  response: z.string().describe('application/pdf'),
  envelope: false,
  errors: [404, 409],
});

export const CertificateCodeParam = z.object({ code: z.string().max(32) });

export const ParticipationCertificate = z
  .object({
    code: z.string().regex(CERTIFICATE_CODE_PATTERN),
    holder: z
      .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })
      .describe('Name as it was when the certificate was issued'),
    competition: z.object({ id: z.number().int(), name: z.string(), endTime: IsoDateTime }),
    team: z.string(),
    standing: Standing.nullable(),
    issuedAt: IsoDateTime,
  })
  .meta({ id: 'ParticipationCertificate' });
export type ParticipationCertificate = z.infer<typeof ParticipationCertificate>;

export const verifyCertificate = endpoint({
  method: 'GET',
  path: '/api/users/cmpt-cred/verify/:code',
  access: 'public',
  tags,
  summary: 'Whom and what a certificate code certifies; 404 for a code never issued',
  params: CertificateCodeParam,
  response: ParticipationCertificate,
  errors: [404, 429],
});
