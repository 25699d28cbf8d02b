import { getFingerprint, setLanguage } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { ONE_YEAR } from '../../plugins/cookies';
import { strictLimit } from '../../plugins/rate-limit';
import { FINGERPRINT_COOKIE, fingerprintFor, LANG_COOKIE } from './service';

/** Site-wide helpers that belong to no area: the language switch and the browser fingerprint. */
async function commonRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: strictLimit } };

  route(
    app,
    setLanguage,
    (request, reply) => {
      reply.setCookie(LANG_COOKIE, request.query.lang, app.siteCookieOptions(ONE_YEAR, false));
    },
    limited,
  );

  route(
    app,
    getFingerprint,
    (request, reply) => {
      const fingerprint = fingerprintFor(request.cookies[FINGERPRINT_COOKIE]);
      // Set on every call so the cookie's life starts over while the browser keeps coming back.
      reply.setCookie(FINGERPRINT_COOKIE, fingerprint, app.siteCookieOptions(ONE_YEAR, true));
      return fingerprint;
    },
    limited,
  );
}

export default fp(commonRoutes, { name: 'common-routes', fastify: '5.x', encapsulate: true, dependencies: ['cookies', 'rate-limit'] });
