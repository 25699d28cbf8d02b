// Spec §5 profile route rules, in one pure function the routes and tests share.
import { MAX_USER_ID, SYSTEM_SENDER_ID } from '@dcic/shared/constants';

export type ProfileRoute =
  | { kind: 'own'; id: number }
  | { kind: 'sign-in' }
  | { kind: 'user'; id: number }
  | { kind: 'not-found'; raw: string };

/**
 * Missing id (or `-`, the old "me" placeholder) → the viewer's own page; invalid, non-positive or
 * out-of-range id → not found. Unknown-but-valid ids are found out by the API (404).
 */
export function resolveProfileRoute(param: string | undefined, viewerId: number | string | null | undefined): ProfileRoute {
  if (param === undefined || param === '' || param === '-') {
    const own = Number(viewerId);
    return Number.isSafeInteger(own) && own > 0 ? { kind: 'own', id: own } : { kind: 'sign-in' };
  }
  if (!/^\d{1,10}$/.test(param)) return { kind: 'not-found', raw: param };
  const id = Number(param);
  if (id <= SYSTEM_SENDER_ID || id > MAX_USER_ID) return { kind: 'not-found', raw: param };
  return { kind: 'user', id };
}
