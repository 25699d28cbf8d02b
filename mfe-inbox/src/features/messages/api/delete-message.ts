import { http } from '@dcic/shared';
import type { AffectedRows } from '@dcic/shared/contract';

export function deleteMessage(id: number): Promise<AffectedRows> {
  return http.delete<AffectedRows>(`/api/v1/inbox/messages/${id}`);
}
