// Rows in the reader's language, as the contract shapes them.
import type { CourseDetail, CourseSummary, Lang, LessonLink, PracticeAttempt, ProblemSummary } from '@dcic/shared/contract';
import { describeReason, isMetricName, isScoringReason, METRIC_INFO, type MetricName } from '../../scoring';
import type { AttemptWithProblem } from './repository';
import type { CourseRow, LessonRow, ProblemRow } from './schema';

const english = (lang: Lang) => lang === 'en-US';

export function courseTitle(course: CourseRow, lang: Lang): string {
  return english(lang) ? course.titleEn : course.titleZh;
}

function problemTitle(problem: ProblemRow, lang: Lang): string {
  return english(lang) ? problem.titleEn : problem.titleZh;
}

export function metricOf(problem: ProblemRow): MetricName {
  // The contract admits only known metrics, so a stored one is always known.
  return isMetricName(problem.metric) ? problem.metric : 'accuracy';
}

export function courseSummary(course: CourseRow, lessons: number, problems: number, learners: number, lang: Lang): CourseSummary {
  return {
    id: course.slug,
    title: courseTitle(course, lang),
    summary: english(lang) ? course.summaryEn : course.summaryZh,
    level: course.level,
    coverUrl: course.coverUrl,
    lessonCount: lessons,
    problemCount: problems,
    learners,
  };
}

export function lessonLink(lesson: LessonRow, lang: Lang): LessonLink {
  return { id: lesson.slug, title: english(lang) ? lesson.titleEn : lesson.titleZh };
}

export function problemSummary(problem: ProblemRow, attempts: number, lang: Lang): ProblemSummary {
  const metric = metricOf(problem);
  return { id: problem.slug, title: problemTitle(problem, lang), metric, higherIsBetter: METRIC_INFO[metric].higherIsBetter, attempts };
}

export function courseDetail(
  summary: CourseSummary,
  lessons: LessonRow[],
  problems: Array<{ row: ProblemRow; attempts: number }>,
  lang: Lang,
): CourseDetail {
  return {
    ...summary,
    lessons: lessons.map((lesson) => lessonLink(lesson, lang)),
    problems: problems.map(({ row, attempts }) => problemSummary(row, attempts, lang)),
  };
}

export function presentAttempt({ attempt, problem, course }: AttemptWithProblem, lang: Lang): PracticeAttempt {
  const reason =
    attempt.status === 'failed' && attempt.errorReason && isScoringReason(attempt.errorReason)
      ? describeReason(attempt.errorReason, attempt.errorParams ?? {}, lang)
      : null;
  return {
    id: attempt.id,
    problemId: problem.slug,
    problemTitle: problemTitle(problem, lang),
    courseId: course.slug,
    courseTitle: courseTitle(course, lang),
    metric: metricOf(problem),
    status: attempt.status,
    score: attempt.status === 'scored' ? attempt.score : null,
    reason,
    fileName: attempt.fileName,
    createdAt: attempt.createdAt.toISOString(),
  };
}
