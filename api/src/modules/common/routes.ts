import { envelope, Fingerprint, NoBody, SetLanguageQuery } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/route-schema';
import { ONE_YEAR } from '../../plugins/cookies';
import { strictLimit } from '../../plugins/rate-limit';
import { FINGERPRINT_COOKIE, fingerprintFor, LANG_COOKIE } from './service';

/** Site-wide helpers that belong to no area: the language switch and the browser fingerprint. */
async function commonRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // GET also answers HEAD (Fastify adds it), which is what the site's language switch calls.
  app.get(
    '/set-language',
    {
      config: { rateLimit: strictLimit },
      schema: {
        tags: ['common'],
        summary: 'Save the language in the `lang` cookie (readable by the site)',
        querystring: SetLanguageQuery,
        response: { 204: NoBody, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.setCookie(LANG_COOKIE, request.query.lang, app.siteCookieOptions(ONE_YEAR, false));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/common/v1/fingerprint',
    {
      config: { rateLimit: strictLimit },
      schema: {
        tags: ['common'],
        summary: 'A random id, stable for this browser (cookie DF_FP)',
        response: { 200: envelope(Fingerprint) },
      },
    },
    async (request, reply) => {
      const fingerprint = fingerprintFor(request.cookies[FINGERPRINT_COOKIE]);
      // Set on every call so the cookie's life starts over while the browser keeps coming back.
      reply.setCookie(FINGERPRINT_COOKIE, fingerprint, app.siteCookieOptions(ONE_YEAR, true));
      return ok(fingerprint);
    },
  );
}

export default fp(commonRoutes, { name: 'common-routes', fastify: '5.x', encapsulate: true, dependencies: ['cookies', 'rate-limit'] });
