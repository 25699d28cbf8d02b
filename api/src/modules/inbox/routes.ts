// Routes of the inbox. Every write forgets the caller's unread count (see the onSend hook); the
// unread-count poll resolves its caller from a cache instead of reading the user row.
import {
  deleteMessage,
  deleteNotice,
  getInboxPreview,
  getUnreadCount,
  listMessages,
  listNotices,
  listSessions,
  markAllMessagesRead,
  markAllNoticesRead,
  markMessagesRead,
  markNoticeRead,
  sendMessage,
  sendTestMessage,
} from '@dcic/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import { userIds } from '../users';
import * as repo from './repository';
import * as inbox from './service';
import { followUnreadCounts } from './unread-feed';

const affected = (affectedCount: number) => ({ affectedCount });
const me = (request: FastifyRequest) => signedInUser(request).id;

async function inboxRoutes(app: FastifyInstance) {
  const poller = userIds(app);
  const unread = await followUnreadCounts(app);
  // The database announces every change to all processes. A caller's own change (read, delete,
  // send) must also show in their very next request, before the announcement has arrived: every
  // write of this area forgets the caller's count before its answer leaves.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.currentUser) unread.invalidate(request.currentUser.id);
    return payload;
  });

  route(app, getInboxPreview, (request) => inbox.preview(app.db, me(request), request.lang, request.query, unread));
  route(app, listSessions, (request) => inbox.sessions(app.db, me(request), request.query));
  route(app, listMessages, (request) => inbox.conversation(app.db, me(request), request.query.participator, request.query));
  route(app, getUnreadCount, (request) => inbox.unreadCount(app.db, poller.idOf(request), unread), { signIn: poller.signIn });

  route(app, markAllMessagesRead, async (request) => affected(await repo.markAllMessagesRead(app.db, me(request))));
  route(app, markMessagesRead, async (request) => affected(await repo.markMessagesRead(app.db, me(request), request.body.messages)));
  route(app, sendMessage, async (request) => ({
    messages: await inbox.send(app.db, me(request), request.body.receivers, request.body.content),
  }));
  route(app, deleteMessage, async (request) => affected(await inbox.deleteMessage(app.db, me(request), request.params.id)));

  route(app, listNotices, (request) => inbox.notices(app.db, me(request), request.lang, request.query));
  route(app, markAllNoticesRead, async (request) => affected(await repo.markAllNoticesRead(app.db, me(request))));
  route(app, markNoticeRead, async (request) => affected(await inbox.readNotice(app.db, me(request), request.params.id)));
  route(app, deleteNotice, async (request) => affected(await inbox.deleteNotice(app.db, me(request), request.params.id)));

  // §7 "POST {token}": the token in the path is the secret. Without a configured token the route
  // does not exist; with one, a wrong token is refused before the body is even looked at, so the
  // answer is the unknown-address 404 whatever was sent.
  const testToken = app.config.inboxTestToken;
  if (testToken) {
    route(
      app,
      sendTestMessage,
      async (request) => ({ messages: [await inbox.sendSystemMessage(app.db, request.body.receiverId, request.body.content)] }),
      {
        onRequest: async (request) => {
          const { token } = request.params as { token?: string };
          if (!inbox.testTokenMatches(testToken, token ?? '')) raise('ROUTE_NOT_FOUND');
        },
      },
    );
  }
}

export default fp(inboxRoutes, {
  name: 'inbox-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['auth', 'database'],
});
