import { useMemo } from 'react';
import { api, queryOptions, thisPageUnreadSeed, useQuery, useUser } from '@dcic/shared';
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
    // A count an interval old or more (the page's own, the inbox's code arriving after it) is asked at once.
    refetchOnMount: (query) => (schedule.isDue(query) ? 'always' : false),
    // The count is polled in a background tab too, as the spec's rule has no pause.
    refetchIntervalInBackground: true,
  });

const NONE: UnreadCount = { count: 0, messages: 0, notices: 0 };

/**
 * The unread counts (zero until the first answer, and while it fails: the dot is a hint, not a page).
 * The count the page came with (asked for by the shell server, for the page's user) is the schedule's
 * first answer when none was asked here yet: the popover and the inbox's pages do not ask again for it.
 */
export function useUnreadCount(): UnreadCount {
  const userId = useUser()?.id;
  // One object while the user stays: a new initial answer on every render would never settle.
  const seed = useMemo(() => thisPageUnreadSeed(userId), [userId]);
  const query = unreadCountQuery();
  const seeded = seed
    ? { ...query, initialData: { count: seed.count, messages: seed.messages, notices: seed.notices }, initialDataUpdatedAt: seed.at }
    : query;
  return useQuery(seeded).data ?? NONE;
}
