import { api, queryOptions, useQuery } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import { getPracticeHistory, type PracticeHistory } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function fetchPracticeHistory(id: number, page: number, signal?: AbortSignal): Promise<PracticeHistory> {
  return api(getPracticeHistory, { params: { id }, query: { page, per_page: PROFILE_PAGE_SIZE } }, { signal });
}

const practiceHistoryQuery = (id: number, page: number) =>
  queryOptions<PracticeHistory>({
    queryKey: [...userKey(id), 'practice', page],
    queryFn: ({ signal }) => fetchPracticeHistory(id, page, signal),
    placeholderData: (previous) => previous,
  });

/** A user's practice attempts, newest first, a page at a time. */
export function usePracticeHistory(id: number, page: number) {
  return useQuery(practiceHistoryQuery(id, page));
}
