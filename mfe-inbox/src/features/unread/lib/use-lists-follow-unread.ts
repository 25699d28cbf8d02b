import { useEffect, useRef } from 'react';
import { useQueryClient } from '@dcic/shared';
import { inboxKey } from '../../../lib/query-keys';
import { unreadCountKey, useUnreadCount } from '../api/unread-count';

/**
 * New messages and notices arrive through the poll: once the unread count moves, every list of the
 * inbox loaded before is stale (shown ones load again, the others when next shown).
 */
export function useListsFollowUnread() {
  const unread = useUnreadCount();
  const client = useQueryClient();
  const seen = useRef(unread.count);
  useEffect(() => {
    if (seen.current === unread.count) return;
    seen.current = unread.count;
    void client.invalidateQueries({ queryKey: inboxKey, predicate: (query) => query.queryKey[1] !== unreadCountKey[1] });
  }, [client, unread.count]);
  return unread;
}
