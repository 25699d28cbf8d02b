import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SsoIdentity } from '../../../auth/identity';
import { raise } from '../../../errors/app-error';
import { makeRoom } from '../../../lib/kept-answers';
import { ensurePlatformUser } from './service';

// Longer than the unread poll's interval (60 s and growing), or a steady poller would never be remembered.
const TTL_MS = 30 * 60_000;
const MAX_ENTRIES = 200_000;

export interface UserIds {
  /** Preflight of a route that needs a signed-in caller: the rules of `app.requireUser`. */
  signIn(request: FastifyRequest): Promise<void>;
  /** Preflight of a route open to visitors: the rules of `app.optionalUser`. */
  optionalSignIn(request: FastifyRequest): Promise<void>;
  /** The caller's user id after `signIn`. */
  idOf(request: FastifyRequest): number;
  /** The caller's user id after `optionalSignIn`, null for a visitor. */
  optionalIdOf(request: FastifyRequest): number | null;
}

const perApp = new WeakMap<FastifyInstance, UserIds>();

/**
 * The platform user id of the caller, for the hottest routes of the API (the unread-count poll of
 * every signed-in page, a leaderboard refreshed by every team before a deadline). The preflights
 * apply the same rules as `app.requireUser` and `app.optionalUser` but keep the SSO account → user
 * id answer for half an hour, so such a request reads no user row. An id never changes for an
 * account; contact details are refreshed by any other signed-in request. One cache per app.
 */
export function userIds(app: FastifyInstance): UserIds {
  let ids = perApp.get(app);
  if (!ids) perApp.set(app, (ids = createUserIds(app)));
  return ids;
}

function createUserIds(app: FastifyInstance): UserIds {
  const cache = new Map<string, { id: number; until: number }>();
  const resolved = new WeakMap<FastifyRequest, number>();

  function remember(identity: SsoIdentity, id: number) {
    makeRoom(cache, MAX_ENTRIES);
    cache.set(identity.sub, { id, until: Date.now() + TTL_MS });
  }

  async function userIdOf(identity: SsoIdentity): Promise<number> {
    const hit = cache.get(identity.sub);
    if (hit && hit.until > Date.now()) return hit.id;
    const user = await ensurePlatformUser(app.db, identity);
    remember(identity, user.id);
    return user.id;
  }

  return {
    async signIn(request) {
      const { identity } = request;
      if (!identity) raise(request.identityUnavailable ? 'SSO_UNAVAILABLE' : 'SIGN_IN_REQUIRED');
      if (!identity.phone && !identity.email) raise('UNBOUND_PHONE_OR_EMAIL');
      resolved.set(request, await userIdOf(identity));
    },
    async optionalSignIn(request) {
      const { identity } = request;
      if (!identity || (!identity.phone && !identity.email)) return;
      resolved.set(request, await userIdOf(identity));
    },
    idOf: (request) => resolved.get(request) ?? raise('SIGN_IN_REQUIRED'),
    optionalIdOf: (request) => resolved.get(request) ?? null,
  };
}
