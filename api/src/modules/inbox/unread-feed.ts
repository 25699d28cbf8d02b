import type { FastifyInstance } from 'fastify';
import { UnreadCountCache } from './unread-cache';

/** The channel migration 0006 announces unread changes on: a user id, or "*" for everybody. */
const UNREAD_CHANNEL = 'inbox_unread';

/** Enough for every online user of one process (about 100 bytes each). */
const MAX_ENTRIES = 250_000;
/** Longer than a poll interval, so a steady poller is answered from memory; changes are announced. */
const TTL_MS = 15 * 60_000;

/**
 * The unread-count cache of this process, kept honest by the database's change feed. Until the
 * first LISTEN succeeds, and whenever the feed is lost, counts are read from the database.
 */
export async function followUnreadCounts(app: FastifyInstance): Promise<UnreadCountCache> {
  const cache = new UnreadCountCache({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS });
  let heardBefore = false;
  const stop = await app.dbListen(UNREAD_CHANNEL, {
    onPayload: (payload) => {
      const userId = Number(payload);
      if (payload !== '*' && Number.isSafeInteger(userId)) cache.invalidate(userId);
      else cache.clear();
    },
    onState: (listening) => {
      cache.setTrusted(listening);
      if (!listening) app.log.warn('inbox: change feed lost; unread counts come from the database until it is back');
      else if (heardBefore) app.log.info('inbox: change feed back; unread counts cached again');
      heardBefore ||= listening;
    },
    onError: (error) => app.log.warn({ err: error }, 'inbox: change feed connection failed'),
  });
  app.addHook('onClose', stop);
  return cache;
}
