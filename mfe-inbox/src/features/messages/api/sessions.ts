import { http } from '@dcic/shared';
import type { InboxPreview, SessionPage } from '@dcic/shared/contract';

export function fetchSessions(page: number, perPage = 10): Promise<SessionPage> {
  return http.get<SessionPage>('/api/v1/inbox/sessions', { query: { page, per_page: perPage } });
}

export function fetchPreview(perPage = 10): Promise<InboxPreview> {
  return http.get<InboxPreview>('/api/v1/inbox/preview', { query: { page: 1, per_page: perPage }, loading: false });
}
