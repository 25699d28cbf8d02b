import type { SessionService } from './session-service';

/** One message of the streamed feed: the same shape as a page of `GET /api/revocations`. */
type RevocationPage = Awaited<ReturnType<SessionService['revocations']>>;

interface RevocationHubOptions {
  sessions: Pick<SessionService, 'revocations'>;
  /** How often the database is read for revocations other SSO processes wrote, while anyone listens. */
  tickMs?: number;
  /** An empty page at least this often, so a listener can tell a quiet feed from a dead connection. */
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

type Listener = (page: RevocationPage) => void;

// Each read starts this far before the previous one's clock: a revocation committed by another process
// a moment after our read, but stamped before it, is still found. Entries already sent are not repeated.
const OVERLAP_MS = 2000;

/**
 * Pushes revocations to every open stream (`GET /api/revocations/stream`) as they happen: at once for
 * the ones this process writes (`wake()` after the commit), within `tickMs` for the ones other SSO
 * processes write to the shared database. Reads the database only while someone listens, one read
 * per tick for all listeners together.
 */
export function createRevocationHub({ sessions, tickMs = 200, heartbeatMs = 5000, onError = () => undefined }: RevocationHubOptions) {
  const listeners = new Set<Listener>();
  /** jti → revokedAt (ms) of entries already pushed within the overlap. */
  const sent = new Map<string, number>();
  let cursor: number | null = null;
  let lastPushAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;

  const broadcast = (page: RevocationPage) => {
    lastPushAt = Date.now();
    for (const listener of listeners) listener(page);
  };

  async function readOnce(): Promise<void> {
    const page = await sessions.revocations(cursor === null ? null : new Date(cursor - OVERLAP_MS));
    const now = Date.parse(page.now);
    const fresh = page.revoked.filter((entry) => !sent.has(entry.jti));
    for (const entry of fresh) sent.set(entry.jti, Date.parse(entry.revokedAt));
    for (const [jti, revokedAt] of sent) if (revokedAt < now - 2 * OVERLAP_MS) sent.delete(jti);
    cursor = now;
    if (fresh.length > 0 || Date.now() - lastPushAt >= heartbeatMs) broadcast({ revoked: fresh, now: page.now });
  }

  /** Reads now; a call during a read asks for one more read after it, so no wake is lost. */
  function read(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        await readOnce().catch(onError);
      } while (readAgain && listeners.size > 0);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  function schedule(): void {
    if (timer || listeners.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void read().finally(schedule);
    }, tickMs);
    timer.unref();
  }

  return {
    /**
     * Sends `listener` the revocations since `since` (all unexpired when null), then every new one as
     * it is found. Returns the function that stops listening.
     */
    async subscribe(since: Date | null, listener: Listener): Promise<() => void> {
      // Listening before the catch-up read: nothing revoked in between is missed (at worst sent twice;
      // the first read after a quiet spell sends every unexpired revocation again).
      listeners.add(listener);
      schedule();
      const unsubscribe = () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          if (timer) clearTimeout(timer);
          timer = null;
          cursor = null;
          sent.clear();
        }
      };
      try {
        listener(await sessions.revocations(since));
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },

    /** A revocation was just committed by this process: push it without waiting for the next tick. */
    wake(): void {
      if (listeners.size > 0) void read();
    },

    get listeners(): number {
      return listeners.size;
    },
  };
}

export type RevocationHub = ReturnType<typeof createRevocationHub>;
