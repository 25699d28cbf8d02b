import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  AgreeResult,
  Appeal,
  AppealBody,
  AppealList,
  AppealQuery,
  Comment,
  CommentBody,
  CommentList,
  CommentQuery,
  CompetitionDetailQuery,
  CompetitionList,
  CompetitionListQuery,
  CompetitionPartData,
  DownloadLogBody,
  envelope,
  SignupBody,
  SignupResult,
  SourceCodeList,
  SourceCodeQuery,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/route-schema';
import { signedInUser } from '../../plugins/auth';
import { rankings, weeklyRankings } from '../submissions/rankings';
import { submits } from '../submissions/service';
import { listSchedules, teamOfUser } from './repository';
import { agreeToDatasets, competitionDetail, competitionOrFail, listCompetitions, logDownload, otherCompetitions, signUp } from './service';
import { addComment, appeal, appeals, comments, sourceCodes } from './community';
import { competitionFolder } from './storage';

const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tags = ['competitions'];

async function competitionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/competitions',
    { preHandler: app.optionalUser, schema: { tags, summary: 'Search competitions', querystring: CompetitionListQuery, response: { 200: envelope(CompetitionList), ...errorResponses(400) } } },
    async (request) => {
      const q = request.query;
      return ok(
        await listCompetitions(
          app,
          { search: q.search || undefined, type: q.type, tagCode: q.tagCode, indCode: q.indCode, raceId: q.raceId, state: q.state, reward: q.reward, sort: q.sort, page: q.page, perPage: q.per_page, now: new Date() },
          request.lang,
        ),
      );
    },
  );

  app.get(
    '/api/competitions/:id',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'A competition, or one part of it (rankings, weekly-rankings, submits, invite, others)',
        params: IdParams,
        querystring: CompetitionDetailQuery,
        response: { 200: envelope(CompetitionPartData), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const q = request.query;
      const user = request.currentUser;
      if (!q.part) return ok(await competitionDetail(app, id, user, request.lang));
      if (q.part === 'others') return ok(await otherCompetitions(app, id, request.lang));
      if (q.part === 'submits') return ok(await submits(app, id, signedInUser(request), q.sch, request.lang));
      const competition = await competitionOrFail(app, id);
      const schedules = await listSchedules(app.db, id);
      const team = user ? await teamOfUser(app.db, id, user.id) : undefined;
      if (q.part === 'invite') {
        const me = signedInUser(request);
        return ok({ invitationCode: team && team.captainId === me.id ? team.invitationCode : null, inviteLink: `${app.config.publicUrl}/competitions/${id}?targetId=${me.id}`, teamId: team?.id ?? null });
      }
      const query = { scheduleId: q.sch, stage: q.stage, page: q.page, perSize: q.per_size, onlyAdmitted: q.isRedance, teamId: team?.id };
      return ok(q.part === 'rankings' ? await rankings(app.db, competition, schedules, query) : await weeklyRankings(app.db, competition, schedules, query));
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/competitions/:id/users',
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: method === 'POST' ? 'Sign up for a competition' : 'Confirm a signup (records the inviter when given)',
        params: IdParams,
        body: SignupBody.optional(),
        response: { 200: envelope(SignupResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => ok(await signUp(app, request.params.id, signedInUser(request), request.body ?? {})),
    });
  }

  app.post(
    '/api/competitions/:id/datasets/protocol',
    { preHandler: app.requireUser, schema: { tags, summary: 'Accept the dataset agreement', params: IdParams, response: { 200: envelope(AgreeResult), ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await agreeToDatasets(app, request.params.id, signedInUser(request))),
  );

  app.post(
    '/api/competitions/:id/datasets/download-log',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Record a dataset download', params: IdParams, body: DownloadLogBody, response: { 200: envelope(z.object({ file: z.string(), url: z.string() })), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { dataset } = await logDownload(app, request.params.id, signedInUser(request), request.body.file);
      return ok({ file: dataset.name, url: `/api/competitions/${request.params.id}/datasets/files/${encodeURIComponent(dataset.name)}` });
    },
  );

  app.get(
    '/api/competitions/:id/datasets/files/:file',
    { preHandler: app.requireUser, schema: { tags, summary: 'Download a dataset file (after the agreement; logged)', params: IdParams.extend({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { competition, dataset } = await logDownload(app, request.params.id, signedInUser(request), request.params.file);
      // Only files listed as datasets are reachable; the answer lives in another folder.
      const file = path.join(competitionFolder(app.config.dataDir, competition.slug), 'datasets', dataset.stored);
      const stream = createReadStream(file);
      stream.on('error', () => undefined);
      return reply.header('content-type', dataset.name.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/octet-stream').header('content-disposition', `attachment; filename="${dataset.name}"`).send(stream);
    },
  );

  app.get(
    '/api/competitions/submits/source-code',
    { schema: { tags, summary: 'Shared source code', querystring: SourceCodeQuery, response: { 200: envelope(SourceCodeList), ...errorResponses(400) } } },
    async (request) => ok(await sourceCodes(app, request.query)),
  );
  app.get(
    '/api/competitions/submits/source-code/comment',
    { schema: { tags, summary: 'Comments on shared source code', querystring: CommentQuery, response: { 200: envelope(CommentList), ...errorResponses(400, 404) } } },
    async (request) => ok(await comments(app, request.query)),
  );
  app.post(
    '/api/competitions/submits/source-code/comment',
    { preHandler: app.requireUser, schema: { tags, summary: 'Comment on shared source code', body: CommentBody, response: { 200: envelope(Comment), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ok(await addComment(app, signedInUser(request), request.body)),
  );

  app.get(
    '/api/competitions/:id/cheat/appeal',
    { preHandler: app.requireUser, schema: { tags, summary: "The team's cheat appeals (members only)", params: IdParams, querystring: AppealQuery, response: { 200: envelope(AppealList), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ok(await appeals(app, request.params.id, signedInUser(request), request.query.teamId)),
  );
  app.post(
    '/api/competitions/:id/cheat/appeal',
    { preHandler: app.requireUser, schema: { tags, summary: 'Appeal a cheating verdict (captain)', params: IdParams, body: AppealBody, response: { 200: envelope(Appeal), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ok(await appeal(app, request.params.id, signedInUser(request), request.body)),
  );
}

export default fp(competitionsRoutes, { name: 'competitions-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
