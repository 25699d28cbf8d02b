import { EmptyData, envelope, InitData, MessageCheckedAtBody, MessageCheckedAtResult, User } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SsoUnavailableError } from '../../auth/sso-client';
import { signedInUser, ssoTokenOf } from '../../plugins/auth';
import { raise } from '../../errors/app-error';
import { errorResponses, ok } from '../../lib/route-schema';
import { strictLimit } from '../../plugins/rate-limit';
import multipart from '@fastify/multipart';
import { authenticationRoutes } from './authentication-routes';
import { editingRoutes } from './editing-routes';
import { FileStore } from './file-store';
import { guideRoutes } from './guide-routes';
import { toUser } from './present';
import { profileRoutes } from './profile-routes';
import { initData, setMessageCheckedAt } from './service';

async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Uploads (avatar, banner, identity documents) are parsed only inside this module; sizes are
  // limited per route while the file streams.
  if (!fastify.hasContentTypeParser('multipart/form-data')) await fastify.register(multipart, { limits: { files: 1, fields: 5 } });
  const store = new FileStore(app.config.uploadsDir);
  profileRoutes(fastify, store);
  editingRoutes(fastify, store);
  authenticationRoutes(fastify, store);
  guideRoutes(fastify);

  app.get(
    '/api/users/sso',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in platform user (created on first sight of the SSO account)',
        security: [{ ssoCookie: [] }, { bearer: [] }],
        response: { 200: envelope(User), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => ok(toUser(signedInUser(request))),
  );

  app.get(
    '/api/users/initData',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['users'],
        summary: 'What the site needs at start-up, in the request language',
        response: { 200: envelope(InitData) },
      },
    },
    async (request) => ok(initData(app.config, request.lang, request.currentUser)),
  );

  app.put(
    '/api/users/messageCheckedAt',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Remember when the user last looked at their messages',
        body: MessageCheckedAtBody,
        response: { 200: envelope(MessageCheckedAtResult), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok({ affectedRows: await setMessageCheckedAt(app.db, signedInUser(request), request.body) }),
  );

  app.delete(
    '/api/users/logout',
    {
      config: { rateLimit: strictLimit },
      schema: {
        tags: ['users'],
        summary: 'End the SSO session (same as DELETE /sso/proxy/api/logout) and clear its cookie',
        response: { 200: envelope(EmptyData), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const { ssoCookieName, ssoCookieDomain } = app.config;
      reply.clearCookie(ssoCookieName, { path: '/', ...(ssoCookieDomain ? { domain: ssoCookieDomain } : {}) });
      const token = ssoTokenOf(request);
      if (!token) return ok(null);
      if (request.identity) app.revocations.markRevoked(request.identity.jti, request.identity.exp * 1000);
      try {
        await app.sso.logout(token, ssoCookieName);
      } catch (error) {
        if (!(error instanceof SsoUnavailableError)) throw error;
        request.log.warn({ err: error }, 'SSO logout failed');
        raise('SSO_UNAVAILABLE');
      }
      return ok(null);
    },
  );
}

export default fp(usersRoutes, {
  name: 'users-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['auth', 'cookies', 'rate-limit'],
});
