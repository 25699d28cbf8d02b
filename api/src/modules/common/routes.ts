import { getFingerprint, getWeixinSignature, listVisitTotals, recordVisit, setLanguage } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { ONE_YEAR } from '../../plugins/cookies';
import { strictLimit } from '../../plugins/rate-limit';
import { FINGERPRINT_COOKIE, fingerprintFor, LANG_COOKIE } from './service';
import * as visits from './visits';
import { weixinSignature } from './weixin';

/** Site-wide helpers that belong to no area: the language switch, the browser fingerprint, visit counts and share signatures. */
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

  route(app, recordVisit, async (request, reply) => {
    await visits.recordVisit(
      app,
      { path: request.query.path, fp: request.query.fp, cookie: request.cookies[FINGERPRINT_COOKIE] },
      new Date(),
    );
    reply.header('Cache-Control', 'no-store');
  });
  route(app, listVisitTotals, (request) => visits.visitTotals(app, request.query, new Date()));

  route(app, getWeixinSignature, (request) => weixinSignature(app, request.query.path, new Date()), limited);
}

export default fp(commonRoutes, {
  name: 'common-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['cookies', 'rate-limit', 'database', 'auth'],
});
