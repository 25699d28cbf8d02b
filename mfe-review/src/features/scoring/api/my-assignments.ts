import { api, queryOptions, useQuery } from '@dcic/shared';
import { listMyAssignments } from '@dcic/shared/contract';
import { reviewKey } from '../../session';

const fetchMine = (roundId: number) => api(listMyAssignments, { params: { id: roundId } });

const myAssignmentsQuery = (roundId: number) =>
  queryOptions({ queryKey: [...reviewKey, 'rounds', 'mine', roundId], queryFn: () => fetchMine(roundId) });

/** The reviewer's assigned projects of a round with their scores. */
export const useMyAssignments = (roundId: number) => useQuery(myAssignmentsQuery(roundId));
