import type { FirstViewRoute } from '@dcic/shared/first-view';
import { INBOX_PAGE_SIZE } from '@dcic/shared/constants';
import { listNotices, listSessions } from '@dcic/shared/contract';
import { sessionsQuery } from '../features/messages';
import { noticesQuery } from '../features/notices';
import { MessagesPage } from './messages-page';
import { NoticesPage } from './notices-page';

const firstPage = { page: 1, per_page: INBOX_PAGE_SIZE };

/**
 * `/messages` on the server, for a signed-in user: their conversations' first page, asked with their
 * session (a visitor's page, a login link, is left to the browser).
 */
export const messagesFirstView: FirstViewRoute = {
  path: '/messages',
  element: <MessagesPage />,
  session: 'own',
  load: async ({ call }) => [[sessionsQuery().queryKey, { pages: [await call(listSessions, { query: firstPage })], pageParams: [1] }]],
};

/** `/notices` on the server, for a signed-in user: their notices' first page, as `/messages`. */
export const noticesFirstView: FirstViewRoute = {
  path: '/notices',
  element: <NoticesPage />,
  session: 'own',
  load: async ({ call }) => [[noticesQuery().queryKey, { pages: [await call(listNotices, { query: firstPage })], pageParams: [1] }]],
};
