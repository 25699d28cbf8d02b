import { api, infiniteQueryOptions, useInfiniteQuery } from '@dcic/shared';
import { INBOX_PAGE_SIZE } from '@dcic/shared/constants';
import { listNotices, type NoticePage } from '@dcic/shared/contract';
import { nextPage } from '../../../lib/next-page';
import { inboxKey } from '../../../lib/query-keys';

/** A notice list older than this is fetched again when shown. */
const NOTICES_STALE_MS = 60_000;

function fetchNotices(page: number, signal?: AbortSignal): Promise<NoticePage> {
  return api(listNotices, { query: { page, per_page: INBOX_PAGE_SIZE } }, { signal });
}

export const noticesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...inboxKey, 'notices'],
    queryFn: ({ pageParam, signal }) => fetchNotices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: NOTICES_STALE_MS,
  });

/** The caller's notices, newest first, a page at a time (infinite scroll). */
export function useNotices() {
  return useInfiniteQuery(noticesQuery());
}
