// Rules of training: visitors read courses, lessons and problems in their language; signed-in users
// see a user's practice history unless its owner hides it from them (the profile's privacy choice);
// staff (STAFF_ACCOUNTS) write courses and their problems' files.
import type { Readable } from 'node:stream';
import {
  PRACTICE_DATA_MAX_BYTES,
  PRACTICE_LEADERBOARD_SIZE,
  PRACTICE_MY_ATTEMPTS,
  type CourseDetail,
  type CourseSummary,
  type EndpointBody,
  type Lang,
  type Lesson,
  type PracticeAttempt,
  type PracticeHistory,
  type PracticeLeaderboard,
  type PracticeProblem,
  type putCourse as PutCourse,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { METRIC_INFO } from '../../scoring';
import { hiddenFrom, userByRouteId, type UserRow } from '../users';
import { problemOrFail } from './attempts';
import { installAnswer, installData, ProblemFileError, receiveUpload } from './files';
import { courseDetail, courseSummary, courseTitle, lessonLink, metricOf, presentAttempt, problemSummary } from './present';
import * as repository from './repository';
import type { CourseRow } from './schema';
import { dataFolder } from './storage';

export async function listCourses(db: Db, lang: Lang): Promise<CourseSummary[]> {
  const courses = await repository.listCourseRows(db);
  const ids = courses.map((course) => course.id);
  const [lessons, problems, counts] = await Promise.all([
    repository.lessonsOf(db, ids),
    repository.problemsOf(db, ids),
    repository.attemptCounts(db),
  ]);
  return courses.map((course) =>
    courseSummary(
      course,
      lessons.filter((lesson) => lesson.courseId === course.id).length,
      problems.filter((problem) => problem.courseId === course.id).length,
      counts.learners.get(course.id) ?? 0,
      lang,
    ),
  );
}

async function courseOrFail(db: Db, slug: string): Promise<CourseRow> {
  return (await repository.findCourse(db, slug)) ?? raise('TRAINING_COURSE_NOT_FOUND');
}

export async function readCourse(db: Db, slug: string, lang: Lang): Promise<CourseDetail> {
  const course = await courseOrFail(db, slug);
  const [lessons, problems, counts] = await Promise.all([
    repository.lessonsOf(db, [course.id]),
    repository.problemsOf(db, [course.id]),
    repository.attemptCounts(db),
  ]);
  const summary = courseSummary(course, lessons.length, problems.length, counts.learners.get(course.id) ?? 0, lang);
  return courseDetail(
    summary,
    lessons,
    problems.map((row) => ({ row, attempts: counts.perProblem.get(row.id) ?? 0 })),
    lang,
  );
}

export async function readLesson(db: Db, courseSlug: string, lessonSlug: string, lang: Lang): Promise<Lesson> {
  const course = await courseOrFail(db, courseSlug);
  const lessons = await repository.lessonsOf(db, [course.id]);
  const at = lessons.findIndex((lesson) => lesson.slug === lessonSlug);
  if (at < 0) raise('TRAINING_LESSON_NOT_FOUND');
  const lesson = lessons[at]!;
  const previous = lessons[at - 1];
  const next = lessons[at + 1];
  return {
    id: lesson.slug,
    courseId: course.slug,
    courseTitle: courseTitle(course, lang),
    title: lessonLink(lesson, lang).title,
    body: lang === 'en-US' ? lesson.bodyEn : lesson.bodyZh,
    position: at + 1,
    previous: previous ? lessonLink(previous, lang) : null,
    next: next ? lessonLink(next, lang) : null,
  };
}

export async function readProblem(app: FastifyInstance, slug: string, lang: Lang): Promise<PracticeProblem> {
  const { problem, course } = await problemOrFail(app, slug);
  const counts = await repository.attemptCounts(app.db);
  return {
    ...problemSummary(problem, counts.perProblem.get(problem.id) ?? 0, lang),
    courseId: course.slug,
    courseTitle: courseTitle(course, lang),
    prompt: lang === 'en-US' ? problem.promptEn : problem.promptZh,
    dataFile: problem.dataFile ? { name: problem.dataFile, size: problem.dataSize } : null,
    predictionHeader: problem.answerTarget ? `id,${problem.answerTarget}` : null,
  };
}

/** The public data set's name and path; the answer lives in another folder that no route reads. */
export async function dataFileOf(app: FastifyInstance, slug: string): Promise<{ name: string; file: string }> {
  const { problem } = await problemOrFail(app, slug);
  if (!problem.dataFile) raise('PRACTICE_DATA_MISSING');
  return { name: problem.dataFile, file: path.join(dataFolder(app.config.dataDir, problem.slug), problem.dataFile) };
}

export async function myAttempts(app: FastifyInstance, slug: string, userId: number, lang: Lang): Promise<PracticeAttempt[]> {
  const { problem } = await problemOrFail(app, slug);
  const rows = await repository.userAttemptsAt(app.db, problem.id, userId, PRACTICE_MY_ATTEMPTS);
  return rows.map((row) => presentAttempt(row, lang));
}

export async function leaderboard(app: FastifyInstance, slug: string): Promise<PracticeLeaderboard> {
  const { problem } = await problemOrFail(app, slug);
  const rows = await repository.leaderboardRows(
    app.db,
    problem.id,
    METRIC_INFO[metricOf(problem)].higherIsBetter,
    PRACTICE_LEADERBOARD_SIZE,
  );
  return rows.map((row, index) => ({
    rank: index + 1,
    userId: row.userId,
    userName: row.name || row.userName,
    score: row.score ?? 0,
    attempts: Number(row.attempts),
    scoredAt: row.scoredAt.toISOString(),
  }));
}

/**
 * A user's attempts, newest first: the profile's tab, under the same route-id and privacy rules as
 * its other tabs. A viewer the owner hides it from gets `visible: false` and not one attempt.
 */
export async function practiceHistory(
  db: Db,
  viewer: UserRow,
  rawId: string,
  page: number,
  perPage: number,
  lang: Lang,
): Promise<PracticeHistory> {
  const owner = await userByRouteId(db, rawId);
  if ((await hiddenFrom(db, viewer.id, owner.id)).practice) return { visible: false, list: [], total: 0 };
  const { rows, total } = await repository.userHistory(db, owner.id, perPage, (page - 1) * perPage);
  return { visible: true, list: rows.map((row) => presentAttempt(row, lang)), total };
}

export type CourseFields = EndpointBody<typeof PutCourse>;

/** Creates or replaces a course (by slug) with its lessons and problems, in one transaction. */
export async function saveCourse(db: Db, slug: string, fields: CourseFields): Promise<{ id: number; created: boolean }> {
  const { course, created } = await repository.saveCourse(
    db,
    {
      slug,
      level: fields.level,
      coverUrl: fields.coverUrl,
      position: fields.position,
      titleZh: fields['zh-CN'].title,
      titleEn: fields['en-US'].title,
      summaryZh: fields['zh-CN'].summary,
      summaryEn: fields['en-US'].summary,
    },
    fields.lessons.map((lesson, index) => ({
      slug: lesson.id,
      position: index + 1,
      titleZh: lesson['zh-CN'].title,
      titleEn: lesson['en-US'].title,
      bodyZh: lesson['zh-CN'].body,
      bodyEn: lesson['en-US'].body,
    })),
    fields.problems.map((problem, index) => ({
      slug: problem.id,
      position: index + 1,
      metric: problem.metric,
      titleZh: problem['zh-CN'].title,
      titleEn: problem['en-US'].title,
      promptZh: problem['zh-CN'].prompt,
      promptEn: problem['en-US'].prompt,
    })),
  );
  return { id: course.id, created };
}

export async function removeCourse(app: FastifyInstance, slug: string) {
  const problems = await repository.findCourse(app.db, slug).then((course) => (course ? repository.problemsOf(app.db, [course.id]) : []));
  const deleted = await repository.deleteCourseRow(app.db, slug);
  if (!deleted) raise('TRAINING_COURSE_NOT_FOUND');
  for (const problem of problems) rmSync(path.dirname(dataFolder(app.config.dataDir, problem.slug)), { recursive: true, force: true });
  return { id: slug };
}

/** A staff upload of a problem's data set or answer; an answer is checked for the problem's metric first. */
export async function putProblemFile(
  app: FastifyInstance,
  slug: string,
  kind: 'data' | 'answer',
  incoming: { filename: string; file: NodeJS.ReadableStream & { truncated?: boolean } } | undefined,
) {
  const { problem } = await problemOrFail(app, slug);
  if (!incoming) raise('UPLOAD_MISSING');
  const { file, size } = await receiveUpload(app.config.dataDir, problem, incoming.file as Readable).catch(() => raise('BAD_REQUEST'));
  try {
    if (incoming.file.truncated || size > PRACTICE_DATA_MAX_BYTES)
      raise('UPLOAD_TOO_LARGE', { max: `${PRACTICE_DATA_MAX_BYTES / 1024 / 1024} MB` });
    if (kind === 'answer') {
      await installAnswer(app.db, app.config.dataDir, problem, file);
      return { name: 'answer.csv', size };
    }
    const name = path.basename(incoming.filename);
    await installData(app.db, app.config.dataDir, problem, file, name);
    return { name, size };
  } catch (error) {
    if (error instanceof ProblemFileError) {
      if (error.kind === 'name') raise('PRACTICE_FILE_NAME');
      raise('PRACTICE_ANSWER_INVALID', { detail: error.message });
    }
    throw error;
  } finally {
    rmSync(file, { force: true });
  }
}
