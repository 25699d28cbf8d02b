import { api, queryOptions, useQuery } from '@dcic/shared';
import { listJoinRequests } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

const fetchJoinRequests = (competitionId: number, teamId: number) =>
  api(listJoinRequests, { params: { id: teamId }, query: { cmptId: competitionId } });

const joinRequestsQuery = (competitionId: number, teamId: number) =>
  queryOptions({
    queryKey: [...competitionKey(competitionId), 'join-requests', teamId],
    queryFn: () => fetchJoinRequests(competitionId, teamId),
  });

/** Join requests of the caller's team, with the count still to decide (captain). */
export const useJoinRequests = (competitionId: number, teamId: number) => useQuery(joinRequestsQuery(competitionId, teamId));
