export interface UnreadCounts {
  messages: number;
  notices: number;
}

export interface UnreadCacheOptions {
  /** Users whose counts are kept; past it the oldest tenth is dropped. */
  maxEntries: number;
  /** A kept count is read again after this long even if no change was announced (a safety net). */
  ttlMs: number;
  now?: () => number;
}

/**
 * Unread counts kept between polls. The database announces every change of a user's unread rows
 * (migration 0006: triggers → NOTIFY inbox_unread), and a count is trusted only while that feed is
 * heard: before the first LISTEN succeeds, and from a lost connection until the next one, every
 * call reads the database.
 *
 * A read that races a change must not keep the old value: each read carries a stamp, a change of
 * that user (or of everybody) withdraws it, and only a read whose stamp survived stores its answer.
 * A change committed before a read began is seen by that read; one committed while it ran withdraws
 * its stamp when announced; so a stored count is never older than the last announcement.
 */
export class UnreadCountCache {
  private readonly entries = new Map<number, { value: UnreadCounts; until: number }>();
  private readonly reading = new Map<number, symbol>();
  private active = false;
  private readonly now: () => number;

  constructor(private readonly options: UnreadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(userId: number, load: () => Promise<UnreadCounts>): Promise<UnreadCounts> {
    if (this.active) {
      const hit = this.entries.get(userId);
      if (hit && hit.until > this.now()) return hit.value;
    }
    const stamp = Symbol(String(userId));
    this.reading.set(userId, stamp);
    let value: UnreadCounts;
    try {
      value = await load();
    } catch (error) {
      if (this.reading.get(userId) === stamp) this.reading.delete(userId);
      throw error;
    }
    if (this.reading.get(userId) === stamp) {
      this.reading.delete(userId);
      if (this.active) this.store(userId, value);
    }
    return value;
  }

  /** The user's unread rows changed: forget the count and any read of it under way. */
  invalidate(userId: number): void {
    this.entries.delete(userId);
    this.reading.delete(userId);
  }

  /** Everything may have changed (a TRUNCATE, or the feed was lost or found again). */
  clear(): void {
    this.entries.clear();
    this.reading.clear();
  }

  /** Whether the change feed is heard; both directions forget everything known so far. */
  setTrusted(listening: boolean): void {
    this.clear();
    this.active = listening;
  }

  private store(userId: number, value: UnreadCounts): void {
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(userId)) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let drop = Math.max(1, Math.floor(this.options.maxEntries / 10));
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if ((drop -= 1) <= 0) break;
      }
    }
    this.entries.delete(userId);
    this.entries.set(userId, { value, until: this.now() + this.options.ttlMs });
  }
}
