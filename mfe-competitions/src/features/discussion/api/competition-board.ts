import { api, queryOptions, useQuery } from '@dcic/shared';
import { getCompetitionBoard } from '@dcic/shared/contract';

const fetchCompetitionBoard = (competitionId: number) => api(getCompetitionBoard, { params: { competitionId } });

const competitionBoardQuery = (competitionId: number) =>
  queryOptions({
    queryKey: ['discussion', 'board', competitionId],
    queryFn: () => fetchCompetitionBoard(competitionId),
    staleTime: 60_000,
  });

/** The competition's board (the API opens it the first time it is asked for). */
export const useCompetitionBoard = (competitionId: number) => useQuery(competitionBoardQuery(competitionId));
