// Cards of users for lists and links: the public card of one user and the authentication badges of
// several. Both carry only what a profile shows to anybody.
import { MAX_USER_ID, SYSTEM_SENDER_ID, type AuthBadge, type UserInfo } from '@dcic/shared/contract';
import type { Db } from '../../../db/types';
import { raise } from '../../../errors/app-error';
import { followCounts } from '../follow/repository';
import { toPublicUser } from '../present';
import type { UserRow } from '../schema';
import { userByRouteId } from '../user-id';
import { authenticationOf } from './repository';

/** The card of `userId`, or of the caller when it is left out. */
export async function userInfo(db: Db, caller: UserRow | null, userId: string | undefined): Promise<UserInfo> {
  const user = userId === undefined ? (caller ?? raise('SIGN_IN_REQUIRED')) : await userByRouteId(db, userId);
  return { ...toPublicUser(user), ...(await followCounts(db, user.id)) };
}

export async function authBadges(db: Db, ids: number[]): Promise<AuthBadge[]> {
  const wanted = ids.filter((id) => id > SYSTEM_SENDER_ID && id <= MAX_USER_ID);
  const rows = await authenticationOf(db, wanted);
  const byId = new Map(rows.map((row) => [row.id, row.authentication === 1]));
  // In the order asked, each once; ids of nobody are left out.
  return wanted.flatMap((id) => (byId.has(id) ? [{ id, authenticated: byId.get(id)! }] : []));
}
