import { decodeJwt } from 'jose';
import { SsoUnavailableError, type RevocationPage, type SsoClient } from '../auth/sso-client';

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * The SSO as the API sees it, in memory: sessions are live unless revoked; serves the revocation
 * feed (a `revoke` shows up on the app's next poll, `app.revocations.refresh()` polls at once);
 * can be made to fail.
 */
export class FakeSso implements SsoClient {
  /** jti → when it was revoked and when its token expires (ms). */
  readonly revoked = new Map<string, { revokedAt: number; expiresAt: number }>();
  /** When true every call fails as if the SSO were down. */
  down = false;
  /** Polls of the revocation feed answered (or refused while down). */
  revocationPolls = 0;
  logouts = 0;

  async revocations(since?: string): Promise<RevocationPage> {
    this.revocationPolls += 1;
    if (this.down) throw new SsoUnavailableError('fake SSO is down');
    const now = Date.now();
    const from = since === undefined ? -Infinity : Date.parse(since);
    const revoked = [...this.revoked]
      .filter(([, entry]) => entry.revokedAt >= from && entry.expiresAt > now)
      .map(([jti, entry]) => ({
        jti,
        revokedAt: new Date(entry.revokedAt).toISOString(),
        expiresAt: new Date(entry.expiresAt).toISOString(),
      }));
    return { revoked, now: new Date(now).toISOString() };
  }

  async logout(token: string): Promise<void> {
    this.logouts += 1;
    if (this.down) throw new SsoUnavailableError('fake SSO is down');
    const { jti, exp } = decodeJwt(token);
    this.revoke(String(jti), typeof exp === 'number' ? exp * 1000 : undefined);
  }

  revoke(jti: string, expiresAt = Date.now() + WEEK_MS): void {
    this.revoked.set(jti, { revokedAt: Date.now(), expiresAt });
  }
}
