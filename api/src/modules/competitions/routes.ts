import { createReadStream } from 'node:fs';
import {
  agreeToDatasets,
  confirmSignup,
  downloadDataset,
  exportRankings,
  getCompetitionPage,
  listCompetitions,
  logDownload,
  signUp,
} from '@dcic/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import { competitionOrFail, listSchedules } from '../catalogue';
import * as rankings from '../rankings';
import { isStaff, userIds } from '../users';
import * as datasets from './datasets';
import { competitionPage, isBoardPart } from './page';
import * as competitions from './service';

async function competitionsRoutes(app: FastifyInstance) {
  route(app, listCompetitions, (request) => {
    const q = request.query;
    const filter = {
      search: q.search || undefined,
      type: q.type,
      tagCode: q.tagCode,
      indCode: q.indCode,
      raceId: q.raceId,
      state: q.state,
      reward: q.reward,
      sort: q.sort,
    };
    return competitions.listCompetitions(app, { ...filter, page: q.page, perPage: q.per_page, now: new Date() }, request.lang);
  });

  // A leaderboard needs only the caller's id, kept from an earlier request; every other part reads the user row.
  const ids = userIds(app);
  route(
    app,
    getCompetitionPage,
    (request) =>
      competitionPage(app, request.params.id, request.query, {
        user: request.currentUser,
        userId: isBoardPart(request.query.part) ? ids.optionalIdOf(request) : (request.currentUser?.id ?? null),
        signedIn: () => signedInUser(request),
        lang: request.lang,
        staff: request.currentUser !== null && isStaff(app, request.identity?.account),
      }),
    {
      signIn: (request: FastifyRequest, reply: FastifyReply) =>
        isBoardPart((request.query as { part?: unknown }).part) ? ids.optionalSignIn(request) : app.optionalUser(request, reply),
    },
  );

  route(app, exportRankings, async (request, reply) => {
    const competition = await competitionOrFail(app.db, request.params.id);
    const staff = request.currentUser !== null && isStaff(app, request.identity?.account);
    const { query } = request;
    const file = await rankings.exportRankings(app.db, competition, await listSchedules(app.db, competition.id), {
      staff,
      scheduleId: query.sch,
      stage: query.stage,
      lang: request.lang,
      publicUrl: app.config.publicUrl,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  route(app, signUp, (request) => competitions.signUp(app, request.params.id, signedInUser(request), request.body ?? {}));
  route(app, confirmSignup, (request) => competitions.signUp(app, request.params.id, signedInUser(request), request.body ?? {}));

  route(app, agreeToDatasets, (request) => datasets.agreeToDatasets(app, request.params.id, signedInUser(request)));
  route(app, logDownload, async (request) => {
    const { name } = await datasets.logDownload(app, request.params.id, signedInUser(request), request.body.file);
    return { file: name, url: `/api/competitions/${request.params.id}/datasets/files/${encodeURIComponent(name)}` };
  });
  route(app, downloadDataset, async (request, reply) => {
    const { name, stored } = await datasets.logDownload(app, request.params.id, signedInUser(request), request.params.file);
    const stream = createReadStream(stored);
    stream.on('error', () => undefined);
    return reply
      .header('content-type', name.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(stream);
  });
}

export default fp(competitionsRoutes, { name: 'competitions-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
