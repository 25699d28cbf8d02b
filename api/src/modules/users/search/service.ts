// Finding a recipient for a message by name, user name or id; never oneself, never the system sender.
import type { UserSearchQuery, UserSearchResult } from '@dcic/shared/contract';
import type { Db } from '../../../db/types';
import type { UserRow } from '../schema';
import { searchUsers } from './repository';

export async function searchRecipients(db: Db, viewer: UserRow, query: UserSearchQuery): Promise<UserSearchResult> {
  if (query.keyword === '') return { list: [], total: 0 };
  return searchUsers(db, query.keyword, viewer.id, query.pageSize, (query.page - 1) * query.pageSize);
}
