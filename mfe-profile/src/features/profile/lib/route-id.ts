// Spec §5 profile route rules, in one pure function the routes and tests share.

export type ProfileRoute =
  | { kind: 'own'; id: number }
  | { kind: 'sign-in' }
  | { kind: 'user'; id: number }
  | { kind: 'not-found'; raw: string };

/** 100000 is the system sender; real users start above it. */
const FIRST_USER_ID = 100001;
const MAX_ID = 2_147_483_647;

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
  if (id < FIRST_USER_ID || id > MAX_ID) return { kind: 'not-found', raw: param };
  return { kind: 'user', id };
}
