import { http } from '@dcic/shared';
import type { UserSearchResult } from '@dcic/shared/contract';
import { RECIPIENT_PAGE_SIZE } from './validate';

/** Recipient search (GET /api/users), 5 people per page. */
export function searchUsers(keyword: string, page = 1, signal?: AbortSignal): Promise<UserSearchResult> {
  return http.get<UserSearchResult>('/api/users', { query: { page, pageSize: RECIPIENT_PAGE_SIZE, keyword }, signal, loading: false });
}
