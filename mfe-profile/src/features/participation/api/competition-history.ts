import { api, queryOptions, useQuery } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import { getCompetitionHistory, type CompetitionHistoryPage } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function fetchCompetitionHistory(id: number, page: number, signal?: AbortSignal): Promise<CompetitionHistoryPage> {
  return api(getCompetitionHistory, { params: { id }, query: { page, per_page: PROFILE_PAGE_SIZE } }, { signal });
}

const competitionHistoryQuery = (id: number, page: number) =>
  queryOptions<CompetitionHistoryPage>({
    queryKey: [...userKey(id), 'competition-history', page],
    queryFn: ({ signal }) => fetchCompetitionHistory(id, page, signal),
    // The page shown stays while the next one loads.
    placeholderData: (previous) => previous,
  });

/** The competitions a user signed up for, a page at a time (the API applies the owner's privacy choice). */
export function useCompetitionHistory(id: number, page: number) {
  return useQuery(competitionHistoryQuery(id, page));
}
