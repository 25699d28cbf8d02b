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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import { isStaff } from '../users';
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

  /** The staff account of the caller (STAFF_ACCOUNTS); anybody else is refused. */
  const staff = (request: FastifyRequest): string => {
    signedInUser(request);
    const account = request.identity?.account;
    if (!isStaff(app, account)) raise('FORBIDDEN');
    return account!;
  };
  route(app, listCheatCases, (request) => (staff(request), cheating.cheatCases(app, request.params.id)));
  route(app, flagCheating, (request) =>
    cheating.flagCheating(app, request.params.id, request.body.teamId, request.body.reason, staff(request)),
  );
  route(app, unflagCheating, (request) => cheating.unflagCheating(app, request.params.id, request.params.teamId, staff(request)));
  route(app, decideAppeal, (request) =>
    cheating.decideAppeal(app, request.params.id, request.params.appealId, request.body, staff(request)),
  );
}

export default fp(teamsRoutes, { name: 'teams-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
