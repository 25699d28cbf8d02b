// SQL of training: courses, lessons and problems as written (by bundles or staff), and attempts.
import { and, asc, count, countDistinct, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { users } from '../users';
import {
  practiceAttempts,
  practiceProblems,
  trainingCourses,
  trainingLessons,
  type AttemptRow,
  type CourseRow,
  type LessonRow,
  type ProblemRow,
} from './schema';

export async function listCourseRows(db: Db): Promise<CourseRow[]> {
  return db.select().from(trainingCourses).orderBy(asc(trainingCourses.position), asc(trainingCourses.id));
}

export async function findCourse(db: Db, slug: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(trainingCourses).where(eq(trainingCourses.slug, slug));
  return row;
}

export async function lessonsOf(db: Db, courseIds: number[]): Promise<LessonRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(trainingLessons)
    .where(inArray(trainingLessons.courseId, courseIds))
    .orderBy(asc(trainingLessons.courseId), asc(trainingLessons.position));
}

export async function problemsOf(db: Db, courseIds: number[]): Promise<ProblemRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(practiceProblems)
    .where(inArray(practiceProblems.courseId, courseIds))
    .orderBy(asc(practiceProblems.courseId), asc(practiceProblems.position));
}

export async function findProblem(db: Db, slug: string): Promise<{ problem: ProblemRow; course: CourseRow } | undefined> {
  const [row] = await db
    .select({ problem: practiceProblems, course: trainingCourses })
    .from(practiceProblems)
    .innerJoin(trainingCourses, eq(trainingCourses.id, practiceProblems.courseId))
    .where(eq(practiceProblems.slug, slug));
  return row;
}

/** Attempts per problem and distinct people per course. */
export async function attemptCounts(db: Db): Promise<{ perProblem: Map<number, number>; learners: Map<number, number> }> {
  const perProblem = await db
    .select({ problemId: practiceAttempts.problemId, total: count() })
    .from(practiceAttempts)
    .groupBy(practiceAttempts.problemId);
  const learners = await db
    .select({ courseId: practiceProblems.courseId, total: countDistinct(practiceAttempts.userId) })
    .from(practiceAttempts)
    .innerJoin(practiceProblems, eq(practiceProblems.id, practiceAttempts.problemId))
    .groupBy(practiceProblems.courseId);
  return {
    perProblem: new Map(perProblem.map((row) => [row.problemId, Number(row.total)])),
    learners: new Map(learners.map((row) => [row.courseId, Number(row.total)])),
  };
}

/** Writes a course with its lessons and problems in one transaction; problems left out are removed with their attempts. */
export async function saveCourse(
  db: Db,
  course: Omit<typeof trainingCourses.$inferInsert, 'id'>,
  lessons: Array<Omit<typeof trainingLessons.$inferInsert, 'id' | 'courseId'>>,
  problems: Array<Omit<typeof practiceProblems.$inferInsert, 'id' | 'courseId'>>,
): Promise<{ course: CourseRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findCourse(tx, course.slug);
    const [saved] = existing
      ? await tx
          .update(trainingCourses)
          .set({ ...course, updatedAt: new Date() })
          .where(eq(trainingCourses.id, existing.id))
          .returning()
      : await tx.insert(trainingCourses).values(course).returning();
    const courseId = saved!.id;
    if (problems.length > 0) {
      const slugs = problems.map((problem) => problem.slug);
      const [taken] = await tx
        .select({ slug: practiceProblems.slug })
        .from(practiceProblems)
        .where(and(inArray(practiceProblems.slug, slugs), sql`${practiceProblems.courseId} <> ${courseId}`));
      // Thrown inside the transaction, so nothing of the course is written.
      if (taken) raise('PRACTICE_SLUG_TAKEN', { id: taken.slug });
    }
    await tx.delete(trainingLessons).where(eq(trainingLessons.courseId, courseId));
    if (lessons.length > 0) await tx.insert(trainingLessons).values(lessons.map((lesson) => ({ ...lesson, courseId })));
    const keep = problems.map((problem) => problem.slug);
    await tx
      .delete(practiceProblems)
      .where(
        keep.length > 0
          ? and(eq(practiceProblems.courseId, courseId), notInArray(practiceProblems.slug, keep))
          : eq(practiceProblems.courseId, courseId),
      );
    for (const problem of problems) {
      // Files are given apart (bundle or staff upload): a problem written again keeps the ones it has.
      await tx
        .insert(practiceProblems)
        .values({ ...problem, courseId })
        .onConflictDoUpdate({
          target: practiceProblems.slug,
          set: {
            position: problem.position,
            metric: problem.metric,
            titleZh: problem.titleZh,
            titleEn: problem.titleEn,
            promptZh: problem.promptZh,
            promptEn: problem.promptEn,
          },
        });
    }
    return { course: saved!, created: !existing };
  });
}

export async function deleteCourseRow(db: Db, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await db.delete(trainingCourses).where(eq(trainingCourses.slug, slug)).returning({ id: trainingCourses.id });
  return row;
}

export async function setProblemFiles(
  db: Db,
  problemId: number,
  files: Partial<Pick<ProblemRow, 'dataFile' | 'dataSize' | 'answerTarget'>>,
) {
  await db.update(practiceProblems).set(files).where(eq(practiceProblems.id, problemId));
}

export async function insertAttempt(db: Db, values: Omit<typeof practiceAttempts.$inferInsert, 'id'>): Promise<AttemptRow> {
  const [row] = await db.insert(practiceAttempts).values(values).returning();
  return row!;
}

/** An attempt with the problem and course it belongs to. */
export interface AttemptWithProblem {
  attempt: AttemptRow;
  problem: ProblemRow;
  course: CourseRow;
}

function attemptsWithProblems(db: Db) {
  return db
    .select({ attempt: practiceAttempts, problem: practiceProblems, course: trainingCourses })
    .from(practiceAttempts)
    .innerJoin(practiceProblems, eq(practiceProblems.id, practiceAttempts.problemId))
    .innerJoin(trainingCourses, eq(trainingCourses.id, practiceProblems.courseId));
}

export async function userAttemptsAt(db: Db, problemId: number, userId: number, limit: number): Promise<AttemptWithProblem[]> {
  return attemptsWithProblems(db)
    .where(and(eq(practiceAttempts.problemId, problemId), eq(practiceAttempts.userId, userId)))
    .orderBy(desc(practiceAttempts.createdAt), desc(practiceAttempts.id))
    .limit(limit);
}

export async function userHistory(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: AttemptWithProblem[]; total: number }> {
  const rows = await attemptsWithProblems(db)
    .where(eq(practiceAttempts.userId, userId))
    .orderBy(desc(practiceAttempts.createdAt), desc(practiceAttempts.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(practiceAttempts).where(eq(practiceAttempts.userId, userId));
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Each user's best scored attempt (the earliest of equal bests), best first. */
export async function leaderboardRows(db: Db, problemId: number, higherIsBetter: boolean, limit: number) {
  const order = higherIsBetter ? sql`${practiceAttempts.score} desc` : sql`${practiceAttempts.score} asc`;
  const best = db
    .selectDistinctOn([practiceAttempts.userId], {
      userId: practiceAttempts.userId,
      score: practiceAttempts.score,
      scoredAt: practiceAttempts.createdAt,
    })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.problemId, problemId), eq(practiceAttempts.status, 'scored')))
    .orderBy(practiceAttempts.userId, order, asc(practiceAttempts.createdAt))
    .as('best');
  const tries = db
    .select({ userId: practiceAttempts.userId, attempts: count().as('attempts') })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.problemId, problemId), eq(practiceAttempts.status, 'scored')))
    .groupBy(practiceAttempts.userId)
    .as('tries');
  const bestOrder = higherIsBetter ? sql`${best.score} desc` : sql`${best.score} asc`;
  return db
    .select({
      userId: best.userId,
      score: best.score,
      scoredAt: best.scoredAt,
      attempts: tries.attempts,
      name: users.name,
      userName: users.userName,
    })
    .from(best)
    .innerJoin(tries, eq(tries.userId, best.userId))
    .innerJoin(users, eq(users.id, best.userId))
    .orderBy(bestOrder, asc(best.scoredAt))
    .limit(limit);
}
