import {
  createAppeal,
  createTeam,
  disposeJoinRequest,
  listAppeals,
  listJoinRequests,
  listTeams,
  removeMember,
  requestToJoin,
  transferCaptain,
  updateTeam,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import { appeal, appeals } from './appeals';
import * as teams from './service';

async function teamsRoutes(app: FastifyInstance) {
  route(app, listTeams, (request) => teams.listTeams(app, request.currentUser, request.query.cmptId, request.query.search));
  route(app, createTeam, (request) => teams.createTeam(app, signedInUser(request), request.body.cmptId, request.body.name));
  route(app, updateTeam, (request) => teams.updateTeam(app, signedInUser(request), request.params.id, request.body));
  route(app, removeMember, (request) => teams.removeMember(app, signedInUser(request), request.params.id, request.params.memberId));
  route(app, transferCaptain, (request) => teams.transferCaptain(app, signedInUser(request), request.params.id, request.body.captainId));
  route(app, requestToJoin, (request) => teams.requestToJoin(app, signedInUser(request), request.params.id, request.body));
  route(app, listJoinRequests, (request) => teams.listRequests(app, signedInUser(request), request.params.id));
  route(app, disposeJoinRequest, (request) => teams.disposeRequest(app, signedInUser(request), request.params.id, request.params.requestId, request.body.action));
  route(app, listAppeals, (request) => appeals(app, request.params.id, signedInUser(request), request.query.teamId));
  route(app, createAppeal, (request) => appeal(app, request.params.id, signedInUser(request), request.body));
}

export default fp(teamsRoutes, { name: 'teams-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
