import { MAX_USER_ID, SYSTEM_SENDER_ID } from '@dcic/shared/contract';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { findUserById } from './repository';
import type { UserRow } from './schema';

/**
 * Spec §5: an invalid, non-positive or unknown id is "the user {id} you visited does not exist".
 * Returns the number, or raises USER_NOT_FOUND echoing what was asked (shortened).
 */
export function parseUserId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= SYSTEM_SENDER_ID || id > MAX_USER_ID) raise('USER_NOT_FOUND', { id: raw.slice(0, 32) });
  return id;
}

/** The user an address names, under the same rule. */
export async function userByRouteId(db: Db, raw: string): Promise<UserRow> {
  const id = parseUserId(raw);
  return (await findUserById(db, id)) ?? raise('USER_NOT_FOUND', { id: raw.slice(0, 32) });
}
