import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import {
  deleteCourse,
  downloadPracticeData,
  getCourse,
  getLesson,
  getPracticeHistory,
  getPracticeLeaderboard,
  getPracticeProblem,
  listCourses,
  listMyPracticeAttempts,
  PRACTICE_DATA_MAX_BYTES,
  PRACTICE_MAX_BYTES,
  putCourse,
  putPracticeFile,
  submitPracticeAttempt,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { inField } from '../../lib/upload-field';
import { signedInUser } from '../../plugins/auth';
import { createScoringPool, type ScoringPool } from '../../scoring';
import { checkAttempt, submitAttempt } from './attempts';
import * as training from './service';

async function trainingRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fileSize: PRACTICE_DATA_MAX_BYTES, fields: 5 } });
  // Practice files are scored while the request waits, in threads of the scoring module started on first use.
  let pool: ScoringPool | undefined;
  app.addHook('onClose', async () => pool?.close());

  route(app, listCourses, (request) => training.listCourses(app.db, request.lang));
  route(app, getCourse, (request) => training.readCourse(app.db, request.params.courseId, request.lang));
  route(app, getLesson, (request) => training.readLesson(app.db, request.params.courseId, request.params.lessonId, request.lang));
  route(app, getPracticeProblem, (request) => training.readProblem(app, request.params.problemId, request.lang));
  route(app, downloadPracticeData, async (request, reply) => {
    const { name, file } = await training.dataFileOf(app, request.params.problemId);
    const stream = createReadStream(file);
    stream.on('error', () => undefined);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(stream);
  });
  route(app, getPracticeLeaderboard, (request) => training.leaderboard(app, request.params.problemId));

  route(app, submitPracticeAttempt, async (request) => {
    const user = signedInUser(request);
    // Refuse before reading the body: a problem without an answer stores nothing.
    await checkAttempt(app, request.params.problemId);
    const part = request.isMultipart()
      ? await request.file({ limits: { fileSize: PRACTICE_MAX_BYTES } }).catch(() => raise('BAD_REQUEST'))
      : undefined;
    const file = await inField(part, submitPracticeAttempt.multipart.file);
    pool ??= createScoringPool({ threads: 1, nice: app.config.scoringNice });
    return submitAttempt(app, pool, request.params.problemId, user.id, file, request.lang);
  });
  route(app, listMyPracticeAttempts, (request) =>
    training.myAttempts(app, request.params.problemId, signedInUser(request).id, request.lang),
  );
  route(app, getPracticeHistory, (request) =>
    training.practiceHistory(app.db, signedInUser(request), request.params.id, request.query.page, request.query.per_page, request.lang),
  );

  // Writes are staff endpoints in the contract: route() lets only STAFF_ACCOUNTS through.
  route(app, putCourse, async (request) => {
    await training.saveCourse(app.db, request.params.courseId, request.body);
    return { id: request.params.courseId };
  });
  route(app, deleteCourse, (request) => training.removeCourse(app, request.params.courseId));
  route(app, putPracticeFile, async (request) => {
    const part = request.isMultipart() ? await request.file().catch(() => raise('BAD_REQUEST')) : undefined;
    const file = await inField(part, putPracticeFile.multipart.file);
    return training.putProblemFile(app, request.params.problemId, request.params.kind, file);
  });
}

export default fp(trainingRoutes, {
  name: 'training-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'auth', 'errors', 'file-store'],
});
