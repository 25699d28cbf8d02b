// Tables of training: courses with their lessons and practice problems (each in both languages, keyed
// by slugs that content bundles and staff name them by), and the practice attempts users upload.
import type { CourseLevel, PracticeAttemptStatus } from '@dcic/shared/contract';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users';

export const trainingCourses = pgTable('training_courses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  level: text('level').$type<CourseLevel>().notNull(),
  coverUrl: text('cover_url'),
  /** Place in the course list, smaller first. */
  position: integer('position').notNull().default(0),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  summaryZh: text('summary_zh').notNull(),
  summaryEn: text('summary_en').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const trainingLessons = pgTable(
  'training_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    // Markdown, rendered and sanitised by the page that shows it.
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
  },
  (table) => [uniqueIndex('training_lessons_course_slug_idx').on(table.courseId, table.slug)],
);

export const practiceProblems = pgTable(
  'practice_problems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    // Unique over every course: the problem's folder of files is named by it.
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull(),
    metric: text('metric').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    promptZh: text('prompt_zh').notNull(),
    promptEn: text('prompt_en').notNull(),
    /** The public data set's file name in the problem's `data/` folder; null until one is given. */
    dataFile: text('data_file'),
    dataSize: integer('data_size').notNull().default(0),
    /** The target column of the private answer (`id,<target>,list`); null until an answer is given. */
    answerTarget: text('answer_target'),
  },
  (table) => [index('practice_problems_course_idx').on(table.courseId, table.position)],
);

export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => practiceProblems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The uploaded file in the file store's practice bucket. */
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<PracticeAttemptStatus>().notNull(),
    score: doublePrecision('score'),
    errorReason: text('error_reason'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('practice_attempts_problem_user_idx').on(table.problemId, table.userId),
    index('practice_attempts_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export type CourseRow = typeof trainingCourses.$inferSelect;
export type LessonRow = typeof trainingLessons.$inferSelect;
export type ProblemRow = typeof practiceProblems.$inferSelect;
export type AttemptRow = typeof practiceAttempts.$inferSelect;
