import { http } from '@dcic/shared';
import type { SendMessageBody, SentMessages } from '@dcic/shared/contract';

/** A write: never repeated by the client's retries. */
export function sendMessage(body: SendMessageBody): Promise<SentMessages> {
  return http.post<SentMessages>('/api/v1/inbox/messages', body);
}
