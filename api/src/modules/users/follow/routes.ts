import { followUser, getFollowStatus, listFollowers, listFollowings, unfollowUser } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { follow, followList, followStatus, unfollow } from './service';

export function followRoutes(app: FastifyInstance) {
  route(app, getFollowStatus, (request) => followStatus(app.db, signedInUser(request), request.query));
  route(app, followUser, (request) => follow(app, signedInUser(request), request.body));
  route(app, unfollowUser, (request) => unfollow(app.db, signedInUser(request), request.query));
  route(app, listFollowers, (request) => followList(app.db, signedInUser(request), request.params.id, 'followers', request.query));
  route(app, listFollowings, (request) => followList(app.db, signedInUser(request), request.params.id, 'followings', request.query));
}
