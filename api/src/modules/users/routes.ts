// The users area's routes, one part per folder: the session, recipient search, user cards, user
// pages, participation (competition history, standing), certificates, follow, editing with its
// smart input, privacy, stored images, identity authentication, the guide and enterprise applications.
// Participation and certificates read the competitions area through its modules' indexes; they are
// reached only from here, never from this module's index, so no module below sees them.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authenticationRoutes } from './authentication/routes';
import { cardsRoutes } from './cards/routes';
import { certificatesRoutes } from './certificates/routes';
import { editingRoutes } from './editing/routes';
import { enterpriseRoutes } from './enterprise/routes';
import { followRoutes } from './follow/routes';
import { guideRoutes } from './guide/routes';
import { participationRoutes } from './participation/routes';
import { privacyRoutes } from './privacy/routes';
import { profileRoutes } from './profile/routes';
import { searchRoutes } from './search/routes';
import { sessionRoutes } from './session/routes';
import { smartInputRoutes } from './smart-input/routes';
import { uploadsRoutes } from './uploads/routes';

async function usersRoutes(app: FastifyInstance) {
  // Uploads (avatar, banner, identity documents) are parsed only inside this module; sizes are
  // limited per route while the file streams.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: { files: 1, fields: 5 } });
  const store = app.files;
  sessionRoutes(app);
  searchRoutes(app);
  cardsRoutes(app);
  profileRoutes(app);
  participationRoutes(app);
  certificatesRoutes(app);
  followRoutes(app);
  editingRoutes(app, store);
  smartInputRoutes(app);
  privacyRoutes(app);
  uploadsRoutes(app, store);
  authenticationRoutes(app, store);
  guideRoutes(app);
  enterpriseRoutes(app);
}

export default fp(usersRoutes, {
  name: 'users-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['auth', 'cookies', 'rate-limit', 'file-store'],
  // Notices to users (new follower, authentication decision) go through the inbox, which provides this.
  decorators: { fastify: ['notifyUser'] },
});
