import {
  AffectedRows,
  envelope,
  InboxIdParam,
  InboxPageQuery,
  InboxPreview,
  MarkMessagesReadBody,
  MessagePage,
  MessagesQuery,
  NoticePage,
  SendMessageBody,
  SentMessages,
  SessionPage,
  TestMessageBody,
  TestMessageParam,
  UnreadCount,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { raise } from '../../errors/app-error';
import { errorResponses, ok } from '../../lib/route-schema';
import { signedInUser } from '../../plugins/auth';
import { registerNoticeWriter } from './notice-writer';
import { pollerIdentity } from './poller-identity';
import * as repo from './repository';
import * as inbox from './service';
import { followUnreadCounts } from './unread-feed';

const tags = ['inbox'];
const security: Array<Record<string, string[]>> = [{ ssoCookie: [] }, { bearer: [] }];
const affected = (affectedCount: number) => ok({ affectedCount });

async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/inbox';
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;
  const pollerId = pollerIdentity(fastify);
  const unread = await followUnreadCounts(fastify);
  await registerNoticeWriter(fastify);
  // The database announces every change to all processes. A caller's own change (read, delete,
  // send) must also show in their very next request, before the announcement has arrived: every
  // write of this area forgets the caller's count before its answer leaves.
  fastify.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.currentUser) unread.invalidate(request.currentUser.id);
    return payload;
  });

  app.get(`${base}/preview`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'First page of sessions and notices, and the unread counts (popover)', querystring: InboxPageQuery, response: { 200: envelope(InboxPreview), ...errorResponses(400, 401, 403) } },
  }, async (request) => ok(await inbox.preview(app.db, me(request), request.lang, request.query, unread)));

  app.get(`${base}/sessions`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'The caller’s conversations, latest first', querystring: InboxPageQuery, response: { 200: envelope(SessionPage), ...errorResponses(400, 401, 403) } },
  }, async (request) => ok(await inbox.sessions(app.db, me(request), request.query)));

  app.get(`${base}/messages`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Messages between the caller and one participator, newest first', querystring: MessagesQuery, response: { 200: envelope(MessagePage), ...errorResponses(400, 401, 403) } },
  }, async (request) => ok(await inbox.conversation(app.db, me(request), request.query.participator, request.query)));

  // No requireUser here: the poll resolves the caller through a cache (see poller-identity.ts).
  app.get(`${base}/messages/unread/count`, {
    schema: { tags, security, summary: 'Unread messages and notices (polled by every signed-in page)', response: { 200: envelope(UnreadCount), ...errorResponses(401, 403, 503) } },
  }, async (request) => ok(await inbox.unreadCount(app.db, await pollerId(request), unread)));

  app.put(`${base}/messages`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Mark every received message read', response: { 200: envelope(AffectedRows), ...errorResponses(401, 403) } },
  }, async (request) => affected(await repo.markAllMessagesRead(app.db, me(request))));

  app.put(`${base}/messages/read`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Mark some received messages read (others’ ids are ignored)', body: MarkMessagesReadBody, response: { 200: envelope(AffectedRows), ...errorResponses(400, 401, 403) } },
  }, async (request) => affected(await repo.markMessagesRead(app.db, me(request), request.body.messages)));

  app.post(`${base}/messages`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Send a message (at most 255 characters) to one or more users', body: SendMessageBody, response: { 200: envelope(SentMessages), ...errorResponses(400, 401, 403, 404, 429) } },
  }, async (request) => ok({ messages: await inbox.send(app.db, me(request), request.body.receivers, request.body.content) }));

  app.delete(`${base}/messages/:id`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Delete a message from the caller’s own view', params: InboxIdParam, response: { 200: envelope(AffectedRows), ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => affected(await inbox.deleteMessage(app.db, me(request), request.params.id)));

  app.get(`${base}/notices`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'The caller’s notices, newest first, in the request language', querystring: InboxPageQuery, response: { 200: envelope(NoticePage), ...errorResponses(400, 401, 403) } },
  }, async (request) => ok(await inbox.notices(app.db, me(request), request.lang, request.query)));

  app.put(`${base}/notices`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Mark every notice read', response: { 200: envelope(AffectedRows), ...errorResponses(401, 403) } },
  }, async (request) => affected(await repo.markAllNoticesRead(app.db, me(request))));

  app.put(`${base}/notices/:id`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Mark one notice read (0 when it already was)', params: InboxIdParam, response: { 200: envelope(AffectedRows), ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => affected(await inbox.readNotice(app.db, me(request), request.params.id)));

  app.delete(`${base}/notices/:id`, {
    preHandler: app.requireUser,
    schema: { tags, security, summary: 'Delete one of the caller’s notices', params: InboxIdParam, response: { 200: envelope(AffectedRows), ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => affected(await inbox.deleteNotice(app.db, me(request), request.params.id)));

  // §7 "POST {token}": the token in the path is the secret. Without a configured token the route
  // does not exist; with one, a wrong token is refused before the body is even looked at, so the
  // answer is the unknown-address 404 whatever was sent.
  const testToken = app.config.inboxTestToken;
  if (testToken) {
    app.post(`${base}/test/:token`, {
      onRequest: async (request) => {
        const { token } = request.params as { token?: string };
        if (!inbox.testTokenMatches(testToken, token ?? '')) raise('ROUTE_NOT_FOUND');
      },
      schema: { tags, summary: 'Test helper: a message from the system sender (only where INBOX_TEST_TOKEN is set)', params: TestMessageParam, body: TestMessageBody, response: { 200: envelope(SentMessages), ...errorResponses(400, 404) } },
    }, async (request) => ok({ messages: [await inbox.sendSystemMessage(app.db, request.body.receiverId, request.body.content)] }));
  }
}

export default fp(inboxRoutes, {
  name: 'inbox-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['auth', 'jobs'],
});
