import {
  createAppeal,
  createTeam,
  decideAppeal,
  disposeJoinRequest,
  flagCheating,
  listAppeals,
  listCheatCases,
  listJoinRequests,
  listTeams,
  removeMember,
  requestToJoin,
  transferCaptain,
  unflagCheating,
  updateTeam,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { signedInUser, staffAccount } from '../../plugins/auth';
import { appeal, appeals } from './appeals';
import * as cheating from './cheating';
import * as teams from './service';

async function teamsRoutes(app: FastifyInstance) {
  route(app, listTeams, (request) => teams.listTeams(app, request.currentUser, request.query.cmptId, request.query.search));
  route(app, createTeam, (request) => teams.createTeam(app, signedInUser(request), request.body.cmptId, request.body.name));
  route(app, updateTeam, (request) => teams.updateTeam(app, signedInUser(request), request.params.id, request.body));
  route(app, removeMember, (request) => teams.removeMember(app, signedInUser(request), request.params.id, request.params.memberId));
  route(app, transferCaptain, (request) => teams.transferCaptain(app, signedInUser(request), request.params.id, request.body.captainId));
  route(app, requestToJoin, (request) => teams.requestToJoin(app, signedInUser(request), request.params.id, request.body));
  route(app, listJoinRequests, (request) => teams.listRequests(app, signedInUser(request), request.params.id));
  route(app, disposeJoinRequest, (request) =>
    teams.disposeRequest(app, signedInUser(request), request.params.id, request.params.requestId, request.body.action),
  );
  route(app, listAppeals, (request) => appeals(app, request.params.id, signedInUser(request), request.query.teamId));
  route(app, createAppeal, (request) => appeal(app, request.params.id, signedInUser(request), request.body));

  // Cheating cases are staff endpoints in the contract: route() lets only STAFF_ACCOUNTS through.
  route(app, listCheatCases, (request) => cheating.cheatCases(app, request.params.id));
  route(app, flagCheating, (request) =>
    cheating.flagCheating(app, request.params.id, request.body.teamId, request.body.reason, staffAccount(request)),
  );
  route(app, unflagCheating, (request) => cheating.unflagCheating(app, request.params.id, request.params.teamId, staffAccount(request)));
  route(app, decideAppeal, (request) =>
    cheating.decideAppeal(app, request.params.id, request.params.appealId, request.body, staffAccount(request)),
  );
}

export default fp(teamsRoutes, { name: 'teams-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
