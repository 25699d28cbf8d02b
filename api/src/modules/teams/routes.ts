import {
  AttachedTeam,
  CaptainBody,
  CreateTeamBody,
  DeleteInvitationQuery,
  DisposeBody,
  DisposeParams,
  EmptyData,
  envelope,
  InvitationCode,
  InvitationCodeBody,
  InvitationTeam,
  JoinRequestBody,
  JoinRequestList,
  JoinRequestsQuery,
  MemberParams,
  SearchInvitationBody,
  TeamIdParams,
  TeamsList,
  TeamsQuery,
  UpdateTeamBody,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/route-schema';
import { signedInUser } from '../../plugins/auth';
import {
  createTeam,
  deleteInvitation,
  disposeRequest,
  invitationCode,
  listRequests,
  listTeams,
  removeMember,
  requestToJoin,
  searchInvitation,
  transferCaptain,
  updateTeam,
} from './service';

const tags = ['teams'];
const errors = errorResponses(400, 401, 403, 404, 409);

async function teamsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/teams', { preHandler: app.optionalUser, schema: { tags, summary: 'Teams of a competition and my team', querystring: TeamsQuery, response: { 200: envelope(TeamsList), ...errors } } }, async (request) =>
    ok(await listTeams(app, request.currentUser, request.query.cmptId, request.query.search)),
  );
  app.post('/api/teams', { preHandler: app.requireUser, schema: { tags, summary: 'Create a team (signed-up players without a team)', body: CreateTeamBody, response: { 200: envelope(AttachedTeam), ...errors } } }, async (request) =>
    ok(await createTeam(app, signedInUser(request), request.body.cmptId, request.body.name)),
  );
  app.put('/api/teams/:id', { preHandler: app.requireUser, schema: { tags, summary: 'Edit team info and join switch (captain)', params: TeamIdParams, body: UpdateTeamBody, response: { 200: envelope(AttachedTeam), ...errors } } }, async (request) =>
    ok(await updateTeam(app, signedInUser(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/teams/:id/members/:memberId',
    { preHandler: app.requireUser, schema: { tags, summary: 'Remove a member (captain) or leave (yourself)', params: MemberParams, response: { 200: envelope(AttachedTeam.nullable()), ...errors } } },
    async (request) => ok(await removeMember(app, signedInUser(request), request.params.id, request.params.memberId)),
  );
  app.put('/api/teams/:id/captain', { preHandler: app.requireUser, schema: { tags, summary: 'Transfer the captaincy (captain)', params: TeamIdParams, body: CaptainBody, response: { 200: envelope(AttachedTeam), ...errors } } }, async (request) =>
    ok(await transferCaptain(app, signedInUser(request), request.params.id, request.body.captainId)),
  );
  app.post(
    '/api/teams/v2/:id/requests',
    { preHandler: app.requireUser, schema: { tags, summary: 'Ask to join a team (or join at once with its invitation code)', params: TeamIdParams, body: JoinRequestBody, response: { 200: envelope(z.object({ status: z.enum(['pending', 'accepted']) })), ...errors } } },
    async (request) => ok(await requestToJoin(app, signedInUser(request), request.params.id, request.body)),
  );
  app.get(
    '/api/teams/v2/:id/requests',
    { preHandler: app.requireUser, schema: { tags, summary: 'Join requests of a team (captain)', params: TeamIdParams, querystring: JoinRequestsQuery, response: { 200: envelope(JoinRequestList), ...errors } } },
    async (request) => ok(await listRequests(app, signedInUser(request), request.params.id)),
  );
  app.put(
    '/api/teams/v2/:id/requests/:requestId',
    { preHandler: app.requireUser, schema: { tags, summary: 'Accept or deny a join request (captain)', params: DisposeParams, body: DisposeBody, response: { 200: envelope(JoinRequestList), ...errors } } },
    async (request) => ok(await disposeRequest(app, signedInUser(request), request.params.id, request.params.requestId, request.body.action)),
  );

  app.post('/api/users/invitationCode', { preHandler: app.requireUser, schema: { tags, summary: "The team's invitation code (captain)", body: InvitationCodeBody, response: { 200: envelope(InvitationCode), ...errors } } }, async (request) =>
    ok(await invitationCode(app, signedInUser(request), request.body.cmptId)),
  );
  app.post('/api/users/searchInvitationCode', { preHandler: app.requireUser, schema: { tags, summary: 'The team an invitation code belongs to', body: SearchInvitationBody, response: { 200: envelope(InvitationTeam), ...errors } } }, async (request) =>
    ok(await searchInvitation(app, request.body.code)),
  );
  app.delete('/api/users/deleteInvitation', { preHandler: app.requireUser, schema: { tags, summary: "Withdraw the team's invitation code (captain)", querystring: DeleteInvitationQuery, response: { 200: envelope(EmptyData), ...errors } } }, async (request) =>
    ok(await deleteInvitation(app, signedInUser(request), request.query.cmptId)),
  );
}

export default fp(teamsRoutes, { name: 'teams-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
