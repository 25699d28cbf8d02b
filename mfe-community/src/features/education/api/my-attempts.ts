import { api, queryOptions, useQuery } from '@dcic/shared';
import { listMyPracticeAttempts } from '@dcic/shared/contract';
import { problemKey } from './problem';

const myAttemptsQuery = (problemId: string) =>
  queryOptions({
    queryKey: [...problemKey(problemId), 'mine'],
    queryFn: () => api(listMyPracticeAttempts, { params: { problemId } }),
  });

/** The signed-in user's attempts at a problem; asked only when signed in. */
export const useMyAttempts = (problemId: string, signedIn: boolean) => useQuery({ ...myAttemptsQuery(problemId), enabled: signedIn });
