import { api, queryOptions, useQuery } from '@dcic/shared';
import { getPracticeLeaderboard } from '@dcic/shared/contract';
import { problemKey } from './problem';

const leaderboardQuery = (problemId: string) =>
  queryOptions({
    queryKey: [...problemKey(problemId), 'leaderboard'],
    queryFn: () => api(getPracticeLeaderboard, { params: { problemId } }),
  });

export const useLeaderboard = (problemId: string) => useQuery(leaderboardQuery(problemId));
