import { decodeJwt } from 'jose';
import { SsoUnavailableError, type SsoClient } from '../auth/sso-client';

/** The SSO as the API sees it, in memory: sessions are live unless revoked; can be made to fail. */
export class FakeSso implements SsoClient {
  readonly revoked = new Set<string>();
  /** When true every call fails as if the SSO were down. */
  down = false;
  sessionChecks = 0;
  logouts = 0;

  async checkSession(token: string): Promise<boolean> {
    this.sessionChecks += 1;
    if (this.down) throw new SsoUnavailableError('fake SSO is down');
    return !this.revoked.has(String(decodeJwt(token).jti));
  }

  async logout(token: string): Promise<void> {
    this.logouts += 1;
    if (this.down) throw new SsoUnavailableError('fake SSO is down');
    this.revoke(String(decodeJwt(token).jti));
  }

  revoke(jti: string): void {
    this.revoked.add(jti);
  }
}
