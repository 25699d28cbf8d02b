// Leaderboards: the A/B leaderboard of a schedule and the weekly one (spec §2, §4).
import { z } from 'zod';
import { IsoDateTime } from './common';
import { CompetitionIdParams, competitionPage, Flag, partQuery, RecordId } from './competition-page';
import { RANKINGS_PAGE_SIZE, RANKINGS_PAGE_SIZE_MAX, STAGES } from './constants/rankings';
import { endpoint } from './endpoint';

const tags = ['rankings'];

export const Stage = z.literal(STAGES).describe('0 list A, 1 list B');
export type Stage = z.infer<typeof Stage>;

export const RankingRow = z
  .object({
    rank: z.number().int(),
    rankChange: z.number().int().nullable().describe('positive: moved up since yesterday'),
    teamId: z.number().int(),
    teamName: z.string(),
    score: z.number(),
    validSubmitCount: z.number().int(),
    scoreTime: IsoDateTime,
    sourceCodeId: z.number().int().nullable().describe("the team's shared code (`/competitions/source-code?id=`), if any"),
    members: z.array(z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })),
    organisation: z.string(),
  })
  .meta({ id: 'RankingRow' });
export type RankingRow = z.infer<typeof RankingRow>;

export const Rankings = z.object({
  scheduleId: z.number().int().nullable(),
  stage: Stage,
  listBVisible: z.boolean(),
  higherIsBetter: z.boolean(),
  list: z.array(RankingRow),
  total: z.number().int(),
  myRow: RankingRow.nullable(),
});
export type Rankings = z.infer<typeof Rankings>;

const rankingsQuery = {
  sch: RecordId.optional().describe('schedule id; default the current (or last started) one'),
  stage: z.coerce.number().int().min(0).max(1).optional().describe('0 list A, 1 list B; default the current stage'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_size: z.coerce.number().int().min(1).max(RANKINGS_PAGE_SIZE_MAX).default(RANKINGS_PAGE_SIZE),
  isRedance: Flag.optional().describe('true: only teams admitted to the schedule'),
};

export const getRankings = endpoint({
  ...competitionPage,
  access: 'optional',
  tags,
  summary: 'The leaderboard of a schedule, list A or B (`part=rankings`); list B only once its window opened',
  query: partQuery('rankings', rankingsQuery),
  response: Rankings,
  errors: [404],
});

export const getWeeklyRankings = endpoint({
  ...competitionPage,
  access: 'optional',
  tags,
  summary: 'The best list A score of each team since Monday 00:00 UTC (`part=weekly-rankings`)',
  query: partQuery('weekly-rankings', rankingsQuery),
  response: Rankings,
  errors: [404],
});

export const ExportRankingsQuery = z.object({
  sch: RecordId.optional().describe('staff: schedule id; default the final one'),
  stage: z.coerce.number().int().min(0).max(1).optional().describe('staff: 0 list A, 1 list B; default the final board'),
});

export const exportRankings = endpoint({
  method: 'GET',
  path: '/api/competitions/:id/rankings/export',
  access: 'optional',
  tags,
  summary:
    'The whole leaderboard as CSV (UTF-8 with BOM): the final board of an ended competition for everyone; any schedule and list for staff (STAFF_ACCOUNTS)',
  params: CompetitionIdParams,
  query: ExportRankingsQuery,
  response: z.string().describe('text/csv'),
  envelope: false,
  errors: [403, 404],
});
