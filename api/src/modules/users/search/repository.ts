// SQL of the recipient search.
import { SYSTEM_SENDER_ID } from '@dcic/shared/contract';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { containsPattern } from '../../../lib/like-pattern';
import { userCardColumns } from '../repository';
import { users } from '../schema';

export async function searchUsers(db: Db, keyword: string, excludeId: number, limit: number, offset: number) {
  const pattern = containsPattern(keyword);
  const byId = /^\d{1,9}$/.test(keyword) ? [eq(users.id, Number(keyword))] : [];
  const where = and(
    ne(users.id, excludeId),
    ne(users.id, SYSTEM_SENDER_ID),
    or(ilike(users.name, pattern), ilike(users.userName, pattern), ...byId),
  );
  const list = await db.select(userCardColumns).from(users).where(where).orderBy(asc(users.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { list, total: total?.n ?? 0 };
}
