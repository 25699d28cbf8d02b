import { http } from '@dcic/shared';
import type { UnreadCount } from '@dcic/shared/contract';

/** Background call: off the loading bar, and no retries (the poller has its own back-off). */
export function fetchUnreadCount(): Promise<UnreadCount> {
  return http.get<UnreadCount>('/api/v1/inbox/messages/unread/count', { loading: false, retry: false });
}
