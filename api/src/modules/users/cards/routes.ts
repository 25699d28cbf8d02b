import { getAuthData, getUserInfo } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { authBadges, userInfo } from './service';

export function cardsRoutes(app: FastifyInstance) {
  route(app, getUserInfo, (request) => userInfo(app.db, request.currentUser, request.query.userId));
  route(app, getAuthData, (request) => authBadges(app.db, request.query.ids));
}
