import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { insertUser, type NewUserRow, type UserRow } from '../modules/users';
import { bearer, tokenFor } from './tokens';

/** A platform user row with a unique SSO account; pass only what the test is about. */
export function createUser(app: FastifyInstance, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const ssoId = overrides.ssoId ?? `sso-${randomUUID()}`;
  return insertUser(app.db, {
    ssoId,
    name: 'Test User',
    userName: 'Test User',
    email: `${ssoId}@example.com`,
    ...overrides,
  });
}

export interface SignedIn {
  user: UserRow;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** Creates a user (see createUser) and a valid SSO token for them. */
export async function signInAs(app: FastifyInstance, overrides: Partial<NewUserRow> = {}): Promise<SignedIn> {
  const user = await createUser(app, overrides);
  const token = await tokenFor({
    sub: user.ssoId ?? undefined,
    name: user.name,
    phone: user.phone,
    email: user.email,
  });
  return { user, token, headers: bearer(token) };
}

/** Signs in a staff account (list it in the app's `staffAccounts`): the SSO names the account in its token. */
export async function signInAsStaff(app: FastifyInstance, account: string): Promise<SignedIn> {
  const user = await createUser(app, { email: account, name: 'Staff' });
  const token = await tokenFor({ sub: user.ssoId ?? '', account, email: account, name: user.name });
  return { user, token, headers: bearer(token) };
}
