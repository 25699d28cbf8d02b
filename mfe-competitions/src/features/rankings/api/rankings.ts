import { api, queryOptions, useQuery } from '@dcic/shared';
import { RANKINGS_PAGE_SIZE } from '@dcic/shared/constants';
import { getRankings, getWeeklyRankings } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

/** The leaderboard of a schedule, or the weekly one. */
export type RankingsKind = 'rankings' | 'weekly-rankings';

export interface RankingsPage {
  /** Schedule id; the API's default (the current one) when left out. */
  sch?: number;
  /** 0 list A, 1 list B; the current stage when left out. */
  stage?: number;
  page: number;
}

function fetchRankings(competitionId: number, kind: RankingsKind, { sch, stage, page }: RankingsPage) {
  const query = { sch, stage, page, per_size: RANKINGS_PAGE_SIZE };
  return kind === 'rankings'
    ? api(getRankings, { params: { id: competitionId }, query: { part: 'rankings', ...query } })
    : api(getWeeklyRankings, { params: { id: competitionId }, query: { part: 'weekly-rankings', ...query } });
}

const rankingsQuery = (competitionId: number, kind: RankingsKind, page: RankingsPage) =>
  queryOptions({
    queryKey: [...competitionKey(competitionId), kind, page],
    queryFn: () => fetchRankings(competitionId, kind, page),
    // The last page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export const useRankings = (competitionId: number, kind: RankingsKind, page: RankingsPage, enabled = true) =>
  useQuery({ ...rankingsQuery(competitionId, kind, page), enabled });
