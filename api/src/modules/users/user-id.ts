import { SYSTEM_SENDER_ID } from '@dcic/shared/contract';
import { raise } from '../../errors/app-error';

const MAX_ID = 2_147_483_647;

/**
 * Spec §5: an invalid, non-positive or unknown id is "the user {id} you visited does not exist".
 * Returns the number, or raises USER_NOT_FOUND echoing what was asked (shortened).
 */
export function parseUserId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= SYSTEM_SENDER_ID || id > MAX_ID) raise('USER_NOT_FOUND', { id: raw.slice(0, 32) });
  return id;
}
