import type { SsoIdentity } from './identity';

export interface TokenCacheOptions {
  maxEntries?: number;
  /**
   * Longest an entry is trusted, whatever the token's exp: a signing key withdrawn from the SSO's
   * key set stops being honoured within this time (jose refetches the key set as often).
   */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  identity: SsoIdentity;
  /** ms: the token's exp, or the max age, whichever comes first. */
  until: number;
}

/**
 * Claims of tokens that passed full verification, keyed by the whole token string: a token that
 * differs in any character (another payload, signature or header) is a miss and is verified in
 * full. Bounded, least recently used first out; an entry is gone at the token's exp.
 */
export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: TokenCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.now = options.now ?? (() => Date.now());
  }

  get(token: string): SsoIdentity | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.until <= this.now()) return undefined;
    // Maps iterate in insertion order: re-inserting marks it most recently used.
    this.entries.set(token, entry);
    return entry.identity;
  }

  set(token: string, identity: SsoIdentity): void {
    const now = this.now();
    const until = Math.min(identity.exp * 1000, now + this.maxAgeMs);
    if (until <= now) return;
    this.entries.delete(token);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(token, { identity, until });
  }

  get size(): number {
    return this.entries.size;
  }
}
