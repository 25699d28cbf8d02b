import { api, isFinalAnswer, queryOptions, useQuery } from '@dcic/shared';
import { listSubmissions } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

/** How often the list is asked again while a submission waits for its score. */
const SCORING_POLL_MS = 1500;

const fetchTeamSubmissions = (competitionId: number) => api(listSubmissions, { params: { id: competitionId }, query: { part: 'submits' } });

const teamSubmissionsQuery = (competitionId: number) =>
  queryOptions({ queryKey: [...competitionKey(competitionId), 'submissions'], queryFn: () => fetchTeamSubmissions(competitionId) });

/** The team's submissions of the current schedule; asked again while one is being scored in the background. */
export function useTeamSubmissions(competitionId: number, enabled: boolean) {
  return useQuery({
    ...teamSubmissionsQuery(competitionId),
    enabled,
    refetchInterval: (query) =>
      !isFinalAnswer(query.state.error) && query.state.data?.team.some((s) => s.status === 'pending') ? SCORING_POLL_MS : false,
  });
}
