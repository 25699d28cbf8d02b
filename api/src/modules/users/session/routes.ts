// Sign-in, start-up data and logout.
import { endSession, getInitData, getSignedInUser, setMessageCheckedAt as setMessageCheckedAtEndpoint } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { SsoUnavailableError } from '../../../auth/sso-client';
import { raise } from '../../../errors/app-error';
import { route } from '../../../lib/endpoint-route';
import { signedInUser, ssoTokenOf } from '../../../plugins/auth';
import { strictLimit } from '../../../plugins/rate-limit';
import { toUser } from '../present';
import { initData, setMessageCheckedAt } from './service';

export function sessionRoutes(app: FastifyInstance) {
  route(app, getSignedInUser, (request) => toUser(signedInUser(request)));

  route(app, getInitData, (request) => initData(app.config, request.lang, request.currentUser));

  route(app, setMessageCheckedAtEndpoint, async (request) => ({
    affectedRows: await setMessageCheckedAt(app.db, signedInUser(request), request.body),
  }));

  route(
    app,
    endSession,
    async (request, reply) => {
      const { ssoCookieName, ssoCookieDomain, ssoCookieSecure } = app.config;
      // The scope the SSO set it with (a prefixed name is cleared only with Secure).
      reply.clearCookie(ssoCookieName, { path: '/', secure: ssoCookieSecure, ...(ssoCookieDomain ? { domain: ssoCookieDomain } : {}) });
      const token = ssoTokenOf(request);
      if (!token) return null;
      if (request.identity) app.revocations.markRevoked(request.identity.jti, request.identity.exp * 1000);
      try {
        await app.sso.logout(token, ssoCookieName);
      } catch (error) {
        if (!(error instanceof SsoUnavailableError)) throw error;
        request.log.warn({ err: error }, 'SSO logout failed');
        raise('SSO_UNAVAILABLE');
      }
      return null;
    },
    { config: { rateLimit: strictLimit } },
  );
}
