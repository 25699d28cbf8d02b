import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SsoIdentity } from '../auth/identity';
import { RevocationFeed } from '../auth/revocation-feed';
import { httpSsoClient, type SsoClient } from '../auth/sso-client';
import { TokenCache } from '../auth/token-cache';
import { tokenOf } from '../auth/token-source';
import { createTokenVerifier, remoteKeySource, withTokenCache, type KeySource } from '../auth/verify-token';
import { raise } from '../errors/app-error';
import { ensurePlatformUser, isStaff, type UserRow } from '../modules/users';

export interface AuthOptions {
  /** Public keys of the SSO. Default: its JWKS at `${SSO_URL}/.well-known/jwks.json`. */
  keys?: KeySource;
  /** Revocation feed and logout at the SSO. Default: HTTP calls to SSO_URL. */
  sso?: SsoClient;
  /** How often the revocation feed is polled. Default: config (AUTH_REVOCATION_POLL_MS). */
  revocationPollMs?: number;
  /** Older than this, the feed vouches for no session (503). Default: config (AUTH_REVOCATION_MAX_STALENESS_MS). */
  revocationMaxStalenessMs?: number;
  /** The revocation feed's clock (tests move it to simulate a long SSO outage). */
  revocationClock?: () => number;
}

type Preflight = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified, live SSO token; null when anonymous. Never taken from other headers. */
    identity: SsoIdentity | null;
    /** Why identity is null although a valid token came: the SSO's keys or revocations are out of reach. */
    identityUnavailable: boolean;
    /** Set by `app.requireUser` / `app.optionalUser`. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 e40100 when anonymous, 403 UNBOUND_PHONE_OR_EMAIL without phone and e-mail. */
    requireUser: Preflight;
    /** preHandler: resolves request.currentUser when possible, never fails. */
    optionalUser: Preflight;
    /** preHandler: `requireUser`, then 403 unless the account is listed in STAFF_ACCOUNTS. */
    requireStaff: Preflight;
    sso: SsoClient;
    /** Revoked sessions as the SSO's feed reports them; `refresh()` polls at once. */
    revocations: RevocationFeed;
  }
}

/** The platform user a preHandler resolved; raises 401 when the route forgot `app.requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  return request.currentUser ?? raise('SIGN_IN_REQUIRED');
}

/** The staff account a `requireStaff` preHandler let through (what staff actions are recorded under). */
export function staffAccount(request: FastifyRequest): string {
  const account = request.identity?.account;
  if (!account || !isStaff(request.server, account)) raise('FORBIDDEN');
  return account;
}

/** The SSO token of the request, for calls made on the user's behalf (logout). */
export function ssoTokenOf(request: FastifyRequest): string | undefined {
  return tokenOf(request, request.server.config.ssoCookieName);
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  const { config } = app;
  // EdDSA verification costs far more than the rest of a poll; a token seen before skips it.
  const verify = withTokenCache(
    createTokenVerifier({
      keys: options.keys ?? remoteKeySource(config.ssoUrl),
      issuer: config.ssoIssuer,
      audience: config.ssoAudience,
    }),
    new TokenCache(),
  );
  const sso = options.sso ?? httpSsoClient(config.ssoUrl);
  const revocations = new RevocationFeed(sso, {
    pollMs: options.revocationPollMs ?? config.authRevocationPollMs,
    maxStalenessMs: options.revocationMaxStalenessMs ?? config.authRevocationMaxStalenessMs,
    now: options.revocationClock,
    onError: (error) => app.log.warn({ err: error }, 'SSO revocation feed poll failed'),
  });
  app.decorate('sso', sso);
  app.decorate('revocations', revocations);
  // The first load is awaited, so a process that starts with the SSO up serves at once; with the
  // SSO down it starts anyway and answers signed-in requests with 503 until a poll succeeds.
  app.addHook('onReady', () => revocations.start());
  app.addHook('onClose', async () => revocations.stop());

  app.decorateRequest('identity', null);
  app.decorateRequest('identityUnavailable', false);
  app.decorateRequest('currentUser', null);

  // preValidation, not onRequest: the per-route rate limits (route-level onRequest hooks) run first,
  // so a flood of requests is cut off before it costs signature checks.
  app.addHook('preValidation', async (request) => {
    const token = tokenOf(request, config.ssoCookieName);
    if (!token) return;
    const verification = await verify(token);
    if (!verification.ok) {
      if (verification.reason === 'unavailable') {
        request.identityUnavailable = true;
        request.log.warn('SSO keys unavailable; request treated as anonymous');
      }
      return;
    }
    const { identity } = verification;
    // Fail closed: without a recent poll a revoked session cannot be told from a live one.
    if (!revocations.isFresh()) {
      request.identityUnavailable = true;
      // debug: the failing polls are logged once each; a warning per request would flood the log.
      request.log.debug('SSO revocation feed is stale; request treated as anonymous');
      return;
    }
    if (!revocations.isRevoked(identity.jti)) request.identity = identity;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const { identity } = request;
    if (!identity) raise(request.identityUnavailable ? 'SSO_UNAVAILABLE' : 'SIGN_IN_REQUIRED');
    if (!identity.phone && !identity.email) raise('UNBOUND_PHONE_OR_EMAIL');
    request.currentUser ??= await ensurePlatformUser(app.db, identity);
  });

  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    staffAccount(request);
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const { identity } = request;
    if (!identity || (!identity.phone && !identity.email)) return;
    request.currentUser ??= await ensurePlatformUser(app.db, identity);
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['config', 'database', 'cookies'] });
