import { api, infiniteQueryOptions, useInfiniteQuery } from '@dcic/shared';
import { INBOX_PAGE_SIZE } from '@dcic/shared/constants';
import { listSessions, type SessionPage } from '@dcic/shared/contract';
import { nextPage } from '../../../lib/next-page';
import { inboxKey } from '../../../lib/query-keys';

/** A session list older than this is fetched again when shown (the popover, the messages page). */
const SESSIONS_STALE_MS = 60_000;

function fetchSessions(page: number, signal?: AbortSignal): Promise<SessionPage> {
  return api(listSessions, { query: { page, per_page: INBOX_PAGE_SIZE } }, { signal });
}

export const sessionsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...inboxKey, 'sessions'],
    queryFn: ({ pageParam, signal }) => fetchSessions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: SESSIONS_STALE_MS,
  });

/** The caller's conversations, latest first, a page at a time (infinite scroll). */
export function useSessions() {
  return useInfiniteQuery(sessionsQuery());
}
