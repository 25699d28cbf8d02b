import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { users } from '../schema';

export function authenticationOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, authentication: users.authentication }).from(users).where(inArray(users.id, ids));
}
