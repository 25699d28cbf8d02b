import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SsoIdentity } from '../auth/identity';
import { SessionCheck } from '../auth/session-check';
import { httpSsoClient, type SsoClient } from '../auth/sso-client';
import { tokenOf } from '../auth/token-source';
import { createTokenVerifier, remoteKeySource, type KeySource } from '../auth/verify-token';
import { raise } from '../errors/app-error';
import { ensurePlatformUser } from '../modules/users/service';
import type { UserRow } from '../modules/users/schema';

export interface AuthOptions {
  /** Public keys of the SSO. Default: its JWKS at `${SSO_URL}/.well-known/jwks.json`. */
  keys?: KeySource;
  /** Session checks and logout at the SSO. Default: HTTP calls to SSO_URL. */
  sso?: SsoClient;
  /** How long one answer of the session check is trusted. Default 60 s. */
  sessionTtlMs?: number;
}

type Preflight = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified, live SSO token; null when anonymous. Never taken from other headers. */
    identity: SsoIdentity | null;
    /** Why identity is null although a token came: the SSO could not be asked. */
    identityUnavailable: boolean;
    /** Set by `app.requireUser` / `app.optionalUser`. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 e40100 when anonymous, 403 UNBOUND_PHONE_OR_EMAIL without phone and e-mail. */
    requireUser: Preflight;
    /** preHandler: resolves request.currentUser when possible, never fails. */
    optionalUser: Preflight;
    sso: SsoClient;
    sessions: SessionCheck;
  }
}

/** The platform user a preHandler resolved; raises 401 when the route forgot `app.requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  return request.currentUser ?? raise('SIGN_IN_REQUIRED');
}

/** The SSO token of the request, for calls made on the user's behalf (logout). */
export function ssoTokenOf(request: FastifyRequest): string | undefined {
  return tokenOf(request, request.server.config.ssoCookieName);
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  const { config } = app;
  const verify = createTokenVerifier({
    keys: options.keys ?? remoteKeySource(config.ssoUrl),
    issuer: config.ssoIssuer,
    audience: config.ssoAudience,
  });
  const sso = options.sso ?? httpSsoClient(config.ssoUrl);
  const sessions = new SessionCheck(sso, options.sessionTtlMs ?? 60_000);
  app.decorate('sso', sso);
  app.decorate('sessions', sessions);

  app.decorateRequest('identity', null);
  app.decorateRequest('identityUnavailable', false);
  app.decorateRequest('currentUser', null);

  // preValidation, not onRequest: the per-route rate limits (route-level onRequest hooks) run first,
  // so a flood of requests is cut off before it costs signature checks or calls to the SSO.
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
    try {
      if (await sessions.isLive(identity.jti, token)) request.identity = identity;
    } catch (error) {
      request.identityUnavailable = true;
      request.log.warn({ err: error }, 'SSO session check failed; request treated as anonymous');
    }
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const { identity } = request;
    if (!identity) raise(request.identityUnavailable ? 'SSO_UNAVAILABLE' : 'SIGN_IN_REQUIRED');
    if (!identity.phone && !identity.email) raise('UNBOUND_PHONE_OR_EMAIL');
    request.currentUser ??= await ensurePlatformUser(app.db, identity);
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const { identity } = request;
    if (!identity || (!identity.phone && !identity.email)) return;
    request.currentUser ??= await ensurePlatformUser(app.db, identity);
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['config', 'database', 'cookies'] });
