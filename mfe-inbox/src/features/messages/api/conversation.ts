import { http } from '@dcic/shared';
import type { MessagePage } from '@dcic/shared/contract';

/** Messages with one participator, newest first. */
export function fetchConversation(participator: number, page: number, perPage = 10): Promise<MessagePage> {
  return http.get<MessagePage>('/api/v1/inbox/messages', { query: { participator, page, per_page: perPage } });
}
