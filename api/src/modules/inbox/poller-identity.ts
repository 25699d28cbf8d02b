import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SsoIdentity } from '../../auth/identity';
import { raise } from '../../errors/app-error';
import { ensurePlatformUser } from '../users';

// Longer than the poll interval (60 s and growing), or a steady poller would never be remembered.
const TTL_MS = 30 * 60_000;
const MAX_ENTRIES = 200_000;

/**
 * The platform user id of the caller for the unread-count poll, the hottest route of the API
 * (every signed-in page, every minute). `signIn` applies the same rules as `app.requireUser` but
 * keeps the SSO account → user id answer for half an hour, so a poll reads no user row; `idOf`
 * gives the handler that id. An id never changes for an account; contact details are refreshed by
 * any other signed-in request.
 */
export function pollerIdentity(app: FastifyInstance) {
  const cache = new Map<string, { id: number; until: number }>();
  const resolved = new WeakMap<FastifyRequest, number>();

  function remember(identity: SsoIdentity, id: number) {
    if (cache.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let drop = MAX_ENTRIES / 10;
      for (const key of cache.keys()) {
        cache.delete(key);
        if ((drop -= 1) <= 0) break;
      }
    }
    cache.set(identity.sub, { id, until: Date.now() + TTL_MS });
  }

  async function userIdOf(request: FastifyRequest): Promise<number> {
    const { identity } = request;
    if (!identity) raise(request.identityUnavailable ? 'SSO_UNAVAILABLE' : 'SIGN_IN_REQUIRED');
    if (!identity.phone && !identity.email) raise('UNBOUND_PHONE_OR_EMAIL');
    const hit = cache.get(identity.sub);
    if (hit && hit.until > Date.now()) return hit.id;
    const user = await ensurePlatformUser(app.db, identity);
    remember(identity, user.id);
    return user.id;
  }

  return {
    async signIn(request: FastifyRequest): Promise<void> {
      resolved.set(request, await userIdOf(request));
    },
    idOf(request: FastifyRequest): number {
      return resolved.get(request) ?? raise('SIGN_IN_REQUIRED');
    },
  };
}
