// The README's accounts live at the single sign-on service; the platform knows a person by the id the
// SSO gives them. The seed signs each account in once (and out again) to learn that identity, and
// makes the platform user as the first sign-in would.
import { decodeJwt } from 'jose';
import { SsoClaims, type SsoIdentity } from '../auth/identity';
import { ensurePlatformUser, type UserRow } from '../modules/users';
import type { SeedContext } from './context';
import { README_ACCOUNTS, README_PASSWORD, type ReadmeKey } from './readme-plan';

/** The SSO identity of a README account, or null when it cannot be had (SSO down, password changed). */
export type IdentityOf = (account: (typeof README_ACCOUNTS)[number]) => Promise<SsoIdentity | null>;

const TIMEOUT_MS = 5000;

/** Signs in at the SSO's JSON API with the README password, then ends that session. */
export function identityFromSso(ssoUrl: string, log: (line: string) => void): IdentityOf {
  let reachable = true;
  return async ({ account }) => {
    if (!reachable) return null;
    let response: Response;
    try {
      response = await fetch(`${ssoUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, password: README_PASSWORD }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      reachable = false;
      log(`README accounts skipped: the SSO at ${ssoUrl} does not answer (start it and seed again to give them teams and messages)`);
      return null;
    }
    const body = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
    const token = body?.data?.token;
    if (!response.ok || !token) {
      log(`README account ${account} skipped: the SSO refused the README password (${response.status})`);
      return null;
    }
    await fetch(`${ssoUrl}/api/logout`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => undefined);
    return SsoClaims.parse(decodeJwt(token));
  };
}

export async function ensureReadmeUsers(ctx: SeedContext, identityOf: IdentityOf): Promise<Partial<Record<ReadmeKey, UserRow>>> {
  const found: Partial<Record<ReadmeKey, UserRow>> = {};
  for (const account of README_ACCOUNTS) {
    const identity = await identityOf(account);
    if (identity) found[account.key] = await ensurePlatformUser(ctx.app.db, identity);
  }
  return found;
}
