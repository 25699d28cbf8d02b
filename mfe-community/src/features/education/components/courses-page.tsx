import './education.css';
import { AreaPage, QueryState } from '@dcic/shared';
import type { CourseSummary } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { useCourses } from '../api/courses';
import { levelMessage } from '../lib/score';

function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <article className={`com-edu-card com-edu-${course.level}`}>
      {course.coverUrl ? (
        <img className="com-edu-cover" src={course.coverUrl} alt="" />
      ) : (
        <div className="com-edu-cover" aria-hidden="true" />
      )}
      <div className="com-edu-card-body">
        <span className="com-edu-level">
          <FormattedMessage id={levelMessage(course.level)} />
        </span>
        <h2>
          <Link to={`/education/${course.id}`}>{course.title}</Link>
        </h2>
        <p>{course.summary}</p>
        <p className="com-edu-counts">
          <FormattedMessage
            id="education.counts"
            values={{ lessons: course.lessonCount, problems: course.problemCount, learners: course.learners }}
          />
        </p>
      </div>
    </article>
  );
}

/** `/education`: every course, in list order. */
export function CoursesPage() {
  const courses = useCourses();
  return (
    <AreaPage titleId="page.education">
      <p className="com-edu-intro">
        <FormattedMessage id="education.intro" />
      </p>
      <QueryState
        query={courses}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="com-news-empty">
            <FormattedMessage id="education.empty" />
          </p>
        }
      >
        {(list) => (
          <ul className="com-edu-courses">
            {list.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </AreaPage>
  );
}
