import { api, queryOptions, useQuery } from '@dcic/shared';
import { getUnreadCount, type UnreadCount } from '@dcic/shared/contract';
import { inboxKey } from '../../../lib/query-keys';
import { createPollSchedule } from '../lib/poll-schedule';

/** Background call: off the loading bar, and no retries (the schedule has its own back-off). */
function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api(getUnreadCount, undefined, { signal, loading: false, retry: false });
}

const schedule = createPollSchedule();

export const unreadCountKey = [...inboxKey, 'unread-count'] as const;

/**
 * One poll per page: the popover, the header dot and the inbox pages share this query. It is fetched
 * when first shown, then only on the schedule or when a write of the inbox invalidates it.
 */
const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: schedule,
    // The count is polled in a background tab too, as the spec's rule has no pause.
    refetchIntervalInBackground: true,
  });

const NONE: UnreadCount = { count: 0, messages: 0, notices: 0 };

/** The unread counts (zero until the first answer, and while it fails: the dot is a hint, not a page). */
export function useUnreadCount(): UnreadCount {
  return useQuery(unreadCountQuery()).data ?? NONE;
}
