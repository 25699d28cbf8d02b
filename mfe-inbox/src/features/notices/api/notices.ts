import { http } from '@dcic/shared';
import type { AffectedRows, NoticePage } from '@dcic/shared/contract';

export function fetchNotices(page: number, perPage = 10): Promise<NoticePage> {
  return http.get<NoticePage>('/api/v1/inbox/notices', { query: { page, per_page: perPage } });
}

export function markAllNoticesRead(): Promise<AffectedRows> {
  return http.put<AffectedRows>('/api/v1/inbox/notices', undefined, { idempotent: true });
}

export function markNoticeRead(id: number): Promise<AffectedRows> {
  return http.put<AffectedRows>(`/api/v1/inbox/notices/${id}`, undefined, { idempotent: true });
}

export function deleteNotice(id: number): Promise<AffectedRows> {
  return http.delete<AffectedRows>(`/api/v1/inbox/notices/${id}`);
}
