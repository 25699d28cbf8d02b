import { api, queryOptions, useQuery } from '@dcic/shared';
import { getPracticeProblem } from '@dcic/shared/contract';

export const problemKey = (problemId: string) => ['training', 'problem', problemId];

const problemQuery = (problemId: string) =>
  queryOptions({ queryKey: problemKey(problemId), queryFn: () => api(getPracticeProblem, { params: { problemId } }) });

export const useProblem = (problemId: string) => useQuery(problemQuery(problemId));
