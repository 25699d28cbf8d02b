import './education.css';
import { QueryState } from '@dcic/shared';
import { TRAINING_SLUG_PATTERN } from '@dcic/shared/constants';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { useCourse } from '../api/course';
import { levelMessage } from '../lib/score';
import { EducationNotFound } from './not-found';

function Course({ courseId }: { courseId: string }) {
  const course = useCourse(courseId);
  return (
    <QueryState query={course} loading={<p className="com-loading" aria-busy="true" />}>
      {(data) => (
        <article className="com-page com-edu-course" aria-labelledby="com-edu-course-title">
          <Link className="com-back" to="/education">
            <FormattedMessage id="education.back" />
          </Link>
          <span className="com-edu-level">
            <FormattedMessage id={levelMessage(data.level)} />
          </span>
          <h1 id="com-edu-course-title">{data.title}</h1>
          <p>{data.summary}</p>
          <p className="com-edu-counts">
            <FormattedMessage
              id="education.counts"
              values={{ lessons: data.lessonCount, problems: data.problemCount, learners: data.learners }}
            />
          </p>
          <section aria-labelledby="com-edu-lessons">
            <h2 id="com-edu-lessons">
              <FormattedMessage id="education.lessons" />
            </h2>
            <ol className="com-edu-lessons">
              {data.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <Link to={`/education/${data.id}/lessons/${lesson.id}`}>{lesson.title}</Link>
                </li>
              ))}
            </ol>
          </section>
          {data.problems.length > 0 && (
            <section aria-labelledby="com-edu-problems">
              <h2 id="com-edu-problems">
                <FormattedMessage id="education.problems" />
              </h2>
              <ul className="com-edu-problems">
                {data.problems.map((problem) => (
                  <li key={problem.id}>
                    <Link to={`/education/${data.id}/problems/${problem.id}`}>{problem.title}</Link>
                    <span className="com-edu-meta">
                      <FormattedMessage
                        id="education.problemMeta"
                        values={{ metric: <FormattedMessage id={`education.metric.${problem.metric}`} />, attempts: problem.attempts }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </QueryState>
  );
}

/** `/education/:courseId`: a course, its lessons in order and its practice problems. */
export function CoursePage() {
  const { courseId = '' } = useParams();
  if (!TRAINING_SLUG_PATTERN.test(courseId)) return <EducationNotFound />;
  return <Course key={courseId} courseId={courseId} />;
}
