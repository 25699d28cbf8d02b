import { http } from '@dcic/shared';
import type { AffectedRows } from '@dcic/shared/contract';

export function markAllMessagesRead(): Promise<AffectedRows> {
  return http.put<AffectedRows>('/api/v1/inbox/messages', undefined, { idempotent: true });
}

export function markMessagesRead(messages: number[]): Promise<AffectedRows> {
  return http.put<AffectedRows>('/api/v1/inbox/messages/read', { messages }, { idempotent: true });
}
