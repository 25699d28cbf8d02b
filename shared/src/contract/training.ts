// Training (the community area's `/education` pages): courses with ordered lessons and practice
// problems in both languages, practice attempts scored by the platform's scoring module, each
// problem's leaderboard, a user's practice history (the profile's `practice` tab) and staff writes.
import { z } from 'zod';
import { IsoDateTime, pageOf, SiteAddress } from './common';
import { METRICS } from './constants/competitions';
import {
  COURSE_LESSONS_MAX,
  COURSE_LEVELS,
  COURSE_PROBLEMS_MAX,
  PRACTICE_ATTEMPT_STATUSES,
  TRAINING_BODY_MAX,
  TRAINING_SLUG_PATTERN,
  TRAINING_SUMMARY_MAX,
  TRAINING_TITLE_MAX,
} from './constants/training';
import { endpoint } from './endpoint';
import { PageQuery } from './profile/common';
import { UserIdParam } from './users';

const tags = ['training'];

const Slug = z.string().regex(TRAINING_SLUG_PATTERN, 'lower-case letters, digits and dashes');

export const CourseLevel = z.enum(COURSE_LEVELS).meta({ id: 'CourseLevel' });
export type CourseLevel = z.infer<typeof CourseLevel>;
export const PracticeMetric = z.enum(METRICS);
export const PracticeAttemptStatus = z.enum(PRACTICE_ATTEMPT_STATUSES);
export type PracticeAttemptStatus = z.infer<typeof PracticeAttemptStatus>;

export const CourseParams = z.object({ courseId: Slug });
export const LessonParams = CourseParams.extend({ lessonId: Slug });
export const ProblemParams = z.object({ problemId: Slug });

export const CourseSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    level: CourseLevel,
    coverUrl: z.string().nullable(),
    lessonCount: z.number().int().min(0),
    problemCount: z.number().int().min(0),
    /** People who made at least one practice attempt in the course. */
    learners: z.number().int().min(0),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof CourseSummary>;

export const LessonLink = z.object({ id: z.string(), title: z.string() });
export type LessonLink = z.infer<typeof LessonLink>;

export const ProblemSummary = z.object({
  id: z.string(),
  title: z.string(),
  metric: PracticeMetric,
  higherIsBetter: z.boolean(),
  attempts: z.number().int().min(0),
});
export type ProblemSummary = z.infer<typeof ProblemSummary>;

export const CourseDetail = CourseSummary.extend({
  lessons: z.array(LessonLink).describe('in reading order'),
  problems: z.array(ProblemSummary),
}).meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof CourseDetail>;

export const Lesson = z
  .object({
    id: z.string(),
    courseId: z.string(),
    courseTitle: z.string(),
    title: z.string(),
    /** Markdown, rendered by the page with `LazyMarkdown` (`@dcic/shared/markdown`). */
    body: z.string(),
    /** 1-based place in the course. */
    position: z.number().int().min(1),
    previous: LessonLink.nullable(),
    next: LessonLink.nullable(),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof Lesson>;

export const PracticeProblem = ProblemSummary.extend({
  courseId: z.string(),
  courseTitle: z.string(),
  /** Markdown: the task, the data and the file to upload. */
  prompt: z.string(),
  /** The public data set to download (the answer file is never served). */
  dataFile: z.object({ name: z.string(), size: z.number().int().min(0) }).nullable(),
  /** The header a prediction file starts with, e.g. `id,default`. */
  predictionHeader: z.string().nullable(),
}).meta({ id: 'PracticeProblem' });
export type PracticeProblem = z.infer<typeof PracticeProblem>;

export const PracticeAttempt = z
  .object({
    id: z.number().int(),
    problemId: z.string(),
    problemTitle: z.string(),
    courseId: z.string(),
    courseTitle: z.string(),
    metric: PracticeMetric,
    status: PracticeAttemptStatus,
    score: z.number().nullable(),
    /** Why the file could not be scored, in the reader's language. */
    reason: z.string().nullable(),
    fileName: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'PracticeAttempt' });
export type PracticeAttempt = z.infer<typeof PracticeAttempt>;

export const PracticeAttempts = z.array(PracticeAttempt);
export const PracticeHistory = pageOf(PracticeAttempt)
  .extend({ visible: z.boolean().describe('false: the owner hides it from this viewer, and nothing else is sent') })
  .meta({ id: 'PracticeHistory' });
export type PracticeHistory = z.infer<typeof PracticeHistory>;

export const PracticeLeaderboardRow = z.object({
  rank: z.number().int().min(1),
  userId: z.number().int(),
  userName: z.string(),
  score: z.number(),
  attempts: z.number().int().min(1),
  scoredAt: IsoDateTime,
});
export const PracticeLeaderboard = z.array(PracticeLeaderboardRow);
export type PracticeLeaderboard = z.infer<typeof PracticeLeaderboard>;

// Staff writes: a course in both languages at once, as a content bundle gives it.
const Title = z.string().trim().min(1).max(TRAINING_TITLE_MAX);
const Localised = <T extends z.ZodType>(shape: T) => z.object({ 'zh-CN': shape, 'en-US': shape });

export const LessonInput = z.object({
  id: Slug,
  'zh-CN': z.object({ title: Title, body: z.string().trim().min(1).max(TRAINING_BODY_MAX) }),
  'en-US': z.object({ title: Title, body: z.string().trim().min(1).max(TRAINING_BODY_MAX) }),
});

export const ProblemInput = z.object({
  id: Slug,
  metric: PracticeMetric,
  'zh-CN': z.object({ title: Title, prompt: z.string().trim().min(1).max(TRAINING_BODY_MAX) }),
  'en-US': z.object({ title: Title, prompt: z.string().trim().min(1).max(TRAINING_BODY_MAX) }),
});

export const CourseInput = z.object({
  level: CourseLevel,
  coverUrl: SiteAddress.nullable().default(null),
  /** Place in the course list (smaller first). */
  position: z.number().int().min(0).max(10_000).default(0),
  ...Localised(z.object({ title: Title, summary: z.string().trim().min(1).max(TRAINING_SUMMARY_MAX) })).shape,
  lessons: z.array(LessonInput).min(1).max(COURSE_LESSONS_MAX),
  problems: z.array(ProblemInput).max(COURSE_PROBLEMS_MAX).default([]),
});
export type CourseInput = z.input<typeof CourseInput>;

export const CourseWritten = z.object({ id: z.string() });
export const ProblemFileParams = ProblemParams.extend({ kind: z.enum(['data', 'answer']) });

export const listCourses = endpoint({
  method: 'GET',
  path: '/api/training/courses',
  access: 'public',
  tags,
  summary: 'Every course, in list order, in the reader language',
  response: z.array(CourseSummary),
});

export const getCourse = endpoint({
  method: 'GET',
  path: '/api/training/courses/:courseId',
  access: 'public',
  tags,
  summary: 'A course with its lessons (in order) and practice problems',
  params: CourseParams,
  response: CourseDetail,
  errors: [404],
});

export const getLesson = endpoint({
  method: 'GET',
  path: '/api/training/courses/:courseId/lessons/:lessonId',
  access: 'public',
  tags,
  summary: 'A lesson of a course, its body in Markdown, with the previous and next lessons',
  params: LessonParams,
  response: Lesson,
  errors: [404],
});

export const getPracticeProblem = endpoint({
  method: 'GET',
  path: '/api/training/problems/:problemId',
  access: 'public',
  tags,
  summary: 'A practice problem: its prompt, metric and public data set',
  params: ProblemParams,
  response: PracticeProblem,
  errors: [404],
});

export const downloadPracticeData = endpoint({
  method: 'GET',
  path: '/api/training/problems/:problemId/data',
  access: 'public',
  tags,
  summary: "Download a practice problem's public data set",
  params: ProblemParams,
  response: z.string().describe('the file'),
  envelope: false,
  errors: [404],
});

export const submitPracticeAttempt = endpoint({
  method: 'POST',
  path: '/api/training/problems/:problemId/attempts',
  access: 'user',
  tags,
  summary: 'Upload a prediction CSV; it is scored at once (a file that cannot be scored is kept as a failed attempt with its reason)',
  params: ProblemParams,
  multipart: { file: 'file' },
  response: PracticeAttempt,
  successStatus: 201,
  errors: [404, 413],
});

export const listMyPracticeAttempts = endpoint({
  method: 'GET',
  path: '/api/training/problems/:problemId/attempts/mine',
  access: 'user',
  tags,
  summary: "The caller's attempts at a practice problem, newest first",
  params: ProblemParams,
  response: PracticeAttempts,
  errors: [404],
});

export const getPracticeLeaderboard = endpoint({
  method: 'GET',
  path: '/api/training/problems/:problemId/leaderboard',
  access: 'public',
  tags,
  summary: "Each user's best scored attempt at a practice problem, best first",
  params: ProblemParams,
  response: PracticeLeaderboard,
  errors: [404],
});

export const getPracticeHistory = endpoint({
  method: 'GET',
  path: '/api/users/:id/practice',
  access: 'user',
  tags,
  summary: "A user's practice attempts, newest first (the profile's practice tab; privacy applied)",
  params: UserIdParam,
  query: PageQuery,
  response: PracticeHistory,
  errors: [404],
});

export const putCourse = endpoint({
  method: 'PUT',
  path: '/api/training/courses/:courseId',
  access: 'staff',
  tags,
  summary: 'Create or replace a course with its lessons and problems (staff); attempts of kept problems stay',
  params: CourseParams,
  body: CourseInput,
  response: CourseWritten,
  idempotent: true,
});

export const deleteCourse = endpoint({
  method: 'DELETE',
  path: '/api/training/courses/:courseId',
  access: 'staff',
  tags,
  summary: 'Delete a course, its lessons, problems and their attempts (staff)',
  params: CourseParams,
  response: CourseWritten,
  errors: [404],
  idempotent: true,
});

export const putPracticeFile = endpoint({
  method: 'PUT',
  path: '/api/training/problems/:problemId/files/:kind',
  access: 'staff',
  tags,
  summary: "Replace a practice problem's public data set (`data`) or private answer (`answer`, checked for the metric) (staff)",
  params: ProblemFileParams,
  multipart: { file: 'file' },
  response: z.object({ name: z.string(), size: z.number().int() }),
  errors: [404, 413],
  idempotent: true,
});
