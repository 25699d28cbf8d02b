// Routes of the review area, each with the roles allowed on it (spec §6); the services check the
// rest (a reviewer's assignment, what a viewer's role sees).
import * as contract from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { strictLimit } from '../../plugins/rate-limit';
import { ANY_REVIEW_ROLE, reviewAccess, reviewTokenOf, reviewUserOf } from './access';
import { assignReviewers, myAssignments, saveScore } from './assignment-service';
import { auditPage } from './audit';
import { contentDisposition } from './documents';
import { overviewTable, toCsv, toXlsx } from './export-table';
import { gradeList, roundOverview } from './overview-service';
import { listProjects, projectDetail, projectDocument, setIntention, setStatus, signupDetail } from './project-service';
import { finalRanking, publishRound } from './publish-service';
import { presentReviewUser } from './review-users';
import { createRound, listRounds, setRoundState, updateRound } from './round-service';
import { login } from './session-service';
import { endSession, REVIEW_COOKIE } from './sessions';

const MANAGER = reviewAccess(0);
const REVIEWER = reviewAccess(2);

async function reviewRoutes(app: FastifyInstance) {
  app.decorateRequest('reviewUser', null);
  const cookie = (maxAgeSeconds: number) => app.siteCookieOptions(maxAgeSeconds, true);

  // Session
  route(
    app,
    contract.reviewLogin,
    async (request, reply) => {
      const { user, token, expiresAt } = await login(app, request.body, request.ip);
      reply.setCookie(REVIEW_COOKIE, token, cookie(Math.ceil((expiresAt.getTime() - Date.now()) / 1000)));
      return user;
    },
    { config: { rateLimit: strictLimit } },
  );
  route(app, contract.getReviewSelf, (request) => presentReviewUser(reviewUserOf(request)), {
    preHandler: reviewAccess(...ANY_REVIEW_ROLE),
  });
  route(app, contract.reviewLogout, async (request, reply) => {
    const token = reviewTokenOf(request);
    if (token) await endSession(app.db, token);
    reply.clearCookie(REVIEW_COOKIE, { path: '/' });
    return { loggedOut: true as const };
  });

  // Projects
  route(
    app,
    contract.listReviewProjects,
    (request) => {
      const q = request.query;
      return listProjects(
        app,
        reviewUserOf(request),
        { yearTag: q.yearTag, status: q.status, search: q.search || undefined, page: q.page, perPage: q.per_page },
        request.lang,
      );
    },
    { preHandler: reviewAccess(0, 1) },
  );
  route(
    app,
    contract.setProjectStatus,
    (request) => setStatus(app, reviewUserOf(request), request.params.id, request.body.status, request.lang),
    { preHandler: MANAGER },
  );
  route(
    app,
    contract.setProjectIntention,
    (request) => setIntention(app, reviewUserOf(request), request.params.id, request.body.intention, request.lang),
    {
      preHandler: MANAGER,
    },
  );
  route(app, contract.getReviewProject, (request) => projectDetail(app, reviewUserOf(request), request.params.id, request.lang), {
    preHandler: reviewAccess(...ANY_REVIEW_ROLE),
  });
  route(app, contract.getProjectSignup, (request) => signupDetail(app, reviewUserOf(request), request.params.id), {
    preHandler: reviewAccess(...ANY_REVIEW_ROLE),
  });
  route(
    app,
    contract.getProjectDocument,
    async (request, reply) => {
      const doc = await projectDocument(app, reviewUserOf(request), request.params.id, request.params.documentId);
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', contentDisposition(doc.name, doc.inline))
        .header('cache-control', 'private, no-store')
        .send(doc.bytes);
    },
    { preHandler: reviewAccess(...ANY_REVIEW_ROLE) },
  );

  // Rounds, assignments, scores
  route(app, contract.listRounds, () => listRounds(app), { preHandler: reviewAccess(0, 2, 3) });
  route(app, contract.createRound, (request) => createRound(app, reviewUserOf(request), request.body), { preHandler: MANAGER });
  route(app, contract.updateRound, (request) => updateRound(app, reviewUserOf(request), request.params.id, request.body), {
    preHandler: MANAGER,
  });
  route(app, contract.setRoundState, (request) => setRoundState(app, reviewUserOf(request), request.params.id, request.body.state), {
    preHandler: MANAGER,
  });
  route(app, contract.assignReviewers, (request) => assignReviewers(app, reviewUserOf(request), request.params.id), {
    preHandler: MANAGER,
  });
  route(app, contract.listMyAssignments, (request) => myAssignments(app, reviewUserOf(request), request.params.id, request.lang), {
    preHandler: REVIEWER,
  });
  route(
    app,
    contract.saveScore,
    (request) => saveScore(app, reviewUserOf(request), request.params.id, request.params.projectId, request.body, request.lang),
    {
      preHandler: REVIEWER,
    },
  );
  route(app, contract.getRoundOverview, (request) => roundOverview(app, request.params.id, request.lang), {
    preHandler: reviewAccess(0, 3),
  });
  route(
    app,
    contract.exportRoundOverview,
    async (request, reply) => {
      const overview = await roundOverview(app, request.params.id, request.lang);
      const table = overviewTable(overview, request.lang);
      const xlsx = request.query.format === 'xlsx';
      const body = xlsx ? await toXlsx(table) : toCsv(table);
      return reply
        .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`review-round-${overview.round.id}.${xlsx ? 'xlsx' : 'csv'}`, false))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
    { preHandler: reviewAccess(0, 3) },
  );
  route(app, contract.publishRound, (request) => publishRound(app, reviewUserOf(request), request.params.id, request.lang), {
    preHandler: MANAGER,
  });

  // Audit trail, expert review, published rankings
  route(
    app,
    contract.listAudit,
    (request) =>
      auditPage(app.db, {
        projectId: request.query.projectId,
        roundId: request.query.roundId,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    { preHandler: MANAGER },
  );
  route(app, contract.getGradeList, (request) => gradeList(app, reviewUserOf(request), request.query.roundId, request.lang), {
    preHandler: reviewAccess(...ANY_REVIEW_ROLE),
  });
  route(app, contract.getFinalRanking, (request) => finalRanking(app, request.params.competitionId));
}

export default fp(reviewRoutes, {
  name: 'review-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'errors', 'cookies', 'rate-limit'],
});
