import type { SsoClient } from './sso-client';

interface Entry {
  live: Promise<boolean>;
  expiresAt: number;
}

const MAX_ENTRIES = 50_000;

/**
 * Asks the SSO whether a session (jti) is still live at most once per TTL and process, so a logout
 * takes effect everywhere within the TTL without a call to the SSO on every request. Concurrent
 * requests with the same jti share one call; failures are not cached.
 */
export class SessionCheck {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly sso: SsoClient,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isLive(jti: string, token: string): Promise<boolean> {
    const cached = this.entries.get(jti);
    if (cached && cached.expiresAt > this.now()) return cached.live;
    if (cached) this.entries.delete(jti);

    const live = this.sso.checkSession(token);
    this.remember(jti, { live, expiresAt: this.now() + this.ttlMs });
    live.catch(() => {
      if (this.entries.get(jti)?.live === live) this.entries.delete(jti);
    });
    return live;
  }

  /** This process saw the logout itself: refuse the session at once. */
  markRevoked(jti: string): void {
    this.remember(jti, { live: Promise.resolve(false), expiresAt: this.now() + this.ttlMs });
  }

  private remember(jti: string, entry: Entry): void {
    this.entries.delete(jti);
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(jti, entry);
  }
}
