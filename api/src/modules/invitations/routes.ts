import { createInvitationCode, deleteInvitationCode, findInvitation } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import * as invitations from './service';

async function invitationsRoutes(app: FastifyInstance) {
  route(app, createInvitationCode, (request) => invitations.invitationCode(app, signedInUser(request), request.body.cmptId));
  route(app, findInvitation, (request) => invitations.findInvitation(app, request.body.code));
  route(app, deleteInvitationCode, (request) => invitations.deleteInvitation(app, signedInUser(request), request.query.cmptId));
}

export default fp(invitationsRoutes, { name: 'invitations-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
