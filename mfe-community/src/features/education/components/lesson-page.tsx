import './education.css';
import { QueryState } from '@dcic/shared';
import { TRAINING_SLUG_PATTERN } from '@dcic/shared/constants';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { useLesson } from '../api/lesson';
import { Markdown } from './markdown';
import { EducationNotFound } from './not-found';

function LessonView({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const lesson = useLesson(courseId, lessonId);
  return (
    <QueryState query={lesson} loading={<p className="com-loading" aria-busy="true" />}>
      {(data) => (
        <article className="com-page com-edu-lesson" aria-labelledby="com-edu-lesson-title">
          <Link className="com-back" to={`/education/${courseId}`}>
            {data.courseTitle}
          </Link>
          <p className="com-edu-meta">
            <FormattedMessage id="education.lessonNumber" values={{ position: data.position }} />
          </p>
          <h1 id="com-edu-lesson-title">{data.title}</h1>
          <Markdown source={data.body} />
          <nav className="com-edu-steps" aria-label={data.courseTitle}>
            {data.previous ? (
              <Link rel="prev" to={`/education/${courseId}/lessons/${data.previous.id}`}>
                <FormattedMessage id="education.previous" values={{ title: data.previous.title }} />
              </Link>
            ) : (
              <span />
            )}
            {data.next ? (
              <Link rel="next" to={`/education/${courseId}/lessons/${data.next.id}`}>
                <FormattedMessage id="education.next" values={{ title: data.next.title }} />
              </Link>
            ) : (
              <Link to={`/education/${courseId}`}>
                <FormattedMessage id="education.backToCourse" />
              </Link>
            )}
          </nav>
        </article>
      )}
    </QueryState>
  );
}

/** `/education/:courseId/lessons/:lessonId`: one lesson, with the way to the previous and next ones. */
export function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  if (!TRAINING_SLUG_PATTERN.test(courseId) || !TRAINING_SLUG_PATTERN.test(lessonId)) return <EducationNotFound />;
  return <LessonView key={`${courseId}/${lessonId}`} courseId={courseId} lessonId={lessonId} />;
}
