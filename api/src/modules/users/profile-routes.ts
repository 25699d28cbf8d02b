// User pages: recipient search, profile, follow, follower lists, tabs, public images.
import {
  ContentPage,
  ContentTab,
  DynamicsPage,
  envelope,
  FollowBody,
  FollowList,
  FollowQuery,
  FollowResult,
  FollowStatus,
  PageQuery,
  Profile,
  UserIdParam,
  UserSearchQuery,
  UserSearchResult,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { raise } from '../../errors/app-error';
import { errorResponses, ok } from '../../lib/route-schema';
import { signedInUser } from '../../plugins/auth';
import type { FileStore } from './file-store';
import { contentOf, dynamicsOf, follow, followList, followStatus, loadProfile, searchRecipients, unfollow } from './profile-service';

const tags = ['users'];
const security: Array<Record<string, string[]>> = [{ ssoCookie: [] }, { bearer: [] }];

export function profileRoutes(fastify: FastifyInstance, store: FileStore) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  app.get(
    '/api/users',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Recipient search by name, user name or id (5 per page); an empty keyword finds nobody',
        querystring: UserSearchQuery,
        response: { 200: envelope(UserSearchResult), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await searchRecipients(app.db, signedInUser(request), request.query)),
  );

  app.get(
    '/api/users/:id/profile',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A user's page as the viewer may see it (privacy applied; the owner sees everything)",
        params: UserIdParam,
        response: { 200: envelope(Profile), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok(await loadProfile(app.db, signedInUser(request), request.params.id)),
  );

  app.get(
    '/api/users/followed',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Whether I follow a user, and their counts', querystring: FollowQuery, response: { 200: envelope(FollowStatus), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ok(await followStatus(app.db, signedInUser(request), request.query)),
  );

  app.post(
    '/api/users/followed',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Follow a user (never oneself); effectRow 0 when already followed', body: FollowBody, response: { 200: envelope(FollowResult), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ok(await follow(app, signedInUser(request), request.body)),
  );

  app.delete(
    '/api/users/followed',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Unfollow a user; effectRow 0 when not followed', querystring: FollowQuery, response: { 200: envelope(FollowResult), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ok(await unfollow(app.db, signedInUser(request), request.query)),
  );

  for (const direction of ['followers', 'followings'] as const) {
    app.get(
      `/api/users/:id/${direction}`,
      {
        ...signedIn,
        schema: { tags, security, summary: `A user's ${direction}, newest first`, params: UserIdParam, querystring: PageQuery, response: { 200: envelope(FollowList), ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) => ok(await followList(app.db, signedInUser(request), request.params.id, direction, request.query)),
    );
  }

  app.get(
    '/api/users/:id/dynamics',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A user's dynamics (the notices tab); visible false when only mutual followers may see them",
        params: UserIdParam,
        querystring: PageQuery,
        response: { 200: envelope(DynamicsPage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await dynamicsOf(app.db, signedInUser(request), request.params.id, request.query)),
  );

  app.get(
    '/api/users/:id/contents/:tab',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Items of a profile tab owned by another area (empty until that area lists them)',
        params: UserIdParam.extend({ tab: ContentTab }),
        querystring: PageQuery,
        response: { 200: envelope(ContentPage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await contentOf(app.db, signedInUser(request), request.params.id, request.params.tab)),
  );

  app.get(
    '/api/users/images/:name',
    {
      schema: {
        tags,
        summary: 'An avatar or banner (re-encoded JPEG); identity documents have no route',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.any().describe('image/jpeg'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const bytes = await store.read('public-images', request.params.name);
      if (!bytes) raise('NOT_FOUND');
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes);
    },
  );
}
