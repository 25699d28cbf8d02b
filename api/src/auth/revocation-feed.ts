import type { RevocationPage, SsoClient } from './sso-client';

export interface RevocationFeedOptions {
  /** How often the SSO is asked for new revocations. */
  pollMs?: number;
  /** Older than this, the last successful poll no longer vouches for any session. */
  maxStalenessMs?: number;
  /** Each poll resumes this far before the SSO's last `now`, so a revocation committed late is not skipped. */
  overlapMs?: number;
  /** After the stream of the feed ended or failed, wait this long before opening it again. */
  streamRetryMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

// A session this process ended itself, when the caller cannot say when its token expires: longer
// than any token lives (7 days).
const UNKNOWN_EXPIRY_MS = 8 * 24 * 3600_000;
const FIRST_LOAD_RETRY_MS = 1000;
// Kept a little past expiry: token verification tolerates some clock skew, and so does this.
const PRUNE_GRACE_MS = 60_000;
const MAX_STREAM_RETRY_MS = 60_000;

/**
 * Which sessions (jti) the SSO has revoked, kept in memory, so checking a request is a Map lookup
 * instead of a call to the SSO. The SSO pushes each revocation through a stream this process holds
 * open, so a logout elsewhere reaches it within moments; the poll goes on beside it, and is all there
 * is while the stream is down (a logout then arrives within one poll interval). While the feed cannot
 * be kept fresh, `isFresh()` is false and callers must refuse to vouch for any session (fail closed).
 */
export class RevocationFeed {
  private readonly revoked = new Map<string, number>();
  private readonly pollMs: number;
  private readonly maxStalenessMs: number;
  private readonly overlapMs: number;
  private readonly streamRetryMs: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private lastSuccessAt: number | null = null;
  /** The SSO's `now` of the last successful poll (SSO clock, ms). */
  private cursor: number | null = null;
  private inFlight: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private stream: AbortController | null = null;
  private streamRetry: NodeJS.Timeout | null = null;
  private streamFailures = 0;
  /** Whether the stream is open and has delivered its first page. */
  streaming = false;

  constructor(
    private readonly sso: Pick<SsoClient, 'revocations' | 'streamRevocations'>,
    options: RevocationFeedOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5000;
    this.maxStalenessMs = options.maxStalenessMs ?? 60_000;
    this.overlapMs = options.overlapMs ?? 30_000;
    this.streamRetryMs = options.streamRetryMs ?? 1000;
    this.now = options.now ?? (() => Date.now());
    this.onError = options.onError ?? (() => undefined);
  }

  /** Loads every current revocation, then keeps polling; a failed first load is retried by the poll. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.refresh().catch(this.onError);
    this.schedule();
    this.follow();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.streamRetry) clearTimeout(this.streamRetry);
    this.streamRetry = null;
    this.stream?.abort();
    this.stream = null;
    this.streaming = false;
  }

  /** Polls now (concurrent callers share one call). Rejects when the SSO could not be asked. */
  refresh(): Promise<void> {
    this.inFlight ??= this.poll().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Whether the last successful poll is recent enough to trust that a session is not revoked. */
  isFresh(): boolean {
    return this.lastSuccessAt !== null && this.now() - this.lastSuccessAt <= this.maxStalenessMs;
  }

  isRevoked(jti: string): boolean {
    return this.revoked.has(jti);
  }

  /** This process saw the logout itself: refuse the session at once, without waiting for the feed. */
  markRevoked(jti: string, expiresAtMs?: number): void {
    this.revoked.set(jti, expiresAtMs ?? this.now() + UNKNOWN_EXPIRY_MS);
  }

  /** How many revoked sessions are remembered (for tests and diagnostics). */
  get size(): number {
    return this.revoked.size;
  }

  private since(): string | undefined {
    return this.cursor === null ? undefined : new Date(this.cursor - this.overlapMs).toISOString();
  }

  private async poll(): Promise<void> {
    this.apply(await this.sso.revocations(this.since()));
  }

  /** A page of the feed, polled or pushed: remember its sessions, forget expired ones, move the cursor. */
  private apply(page: RevocationPage): void {
    for (const { jti, expiresAt } of page.revoked) {
      const at = Date.parse(expiresAt);
      this.revoked.set(jti, Number.isNaN(at) ? this.now() + UNKNOWN_EXPIRY_MS : at);
    }
    const now = this.now();
    for (const [jti, expiresAt] of this.revoked) if (expiresAt + PRUNE_GRACE_MS <= now) this.revoked.delete(jti);
    this.cursor = Math.max(this.cursor ?? 0, Date.parse(page.now));
    this.lastSuccessAt = now;
  }

  /** Holds the stream open, opening it again a moment after it ends; the poll covers the gaps. */
  private follow(): void {
    const { streamRevocations } = this.sso;
    if (this.stopped || !streamRevocations) return;
    const controller = new AbortController();
    this.stream = controller;
    streamRevocations
      .call(
        this.sso,
        this.since(),
        (page) => {
          this.streaming = true;
          this.streamFailures = 0;
          this.apply(page);
        },
        controller.signal,
      )
      .catch(this.onError)
      .finally(() => {
        this.streaming = false;
        if (this.stopped || controller.signal.aborted) return;
        // Sooner after a stream that worked; ever later (up to a minute) while the SSO cannot stream.
        const delay = Math.min(this.streamRetryMs * 2 ** this.streamFailures, MAX_STREAM_RETRY_MS);
        this.streamFailures += 1;
        this.streamRetry = setTimeout(() => this.follow(), delay);
        this.streamRetry.unref();
      });
  }

  private schedule(): void {
    if (this.stopped) return;
    // One poll at a time: the next is planned only when the previous has ended. Until a first poll
    // has succeeded (the SSO starting alongside), retry sooner: every signed-in request waits on it.
    const delay = this.lastSuccessAt === null ? Math.min(this.pollMs, FIRST_LOAD_RETRY_MS) : this.pollMs;
    this.timer = setTimeout(() => {
      this.refresh()
        .catch(this.onError)
        .finally(() => this.schedule());
    }, delay);
    // Never the reason the process stays alive.
    this.timer.unref();
  }
}
