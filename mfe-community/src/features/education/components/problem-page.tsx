import './education.css';
import { QueryState } from '@dcic/shared';
import { TRAINING_SLUG_PATTERN } from '@dcic/shared/constants';
import { downloadPracticeData, endpointPath } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { useProblem } from '../api/problem';
import { AttemptsTable } from './attempts-table';
import { Leaderboard } from './leaderboard';
import { Markdown } from './markdown';
import { EducationNotFound } from './not-found';
import { UploadForm } from './upload-form';

function ProblemView({ problemId }: { problemId: string }) {
  const problem = useProblem(problemId);
  return (
    <QueryState query={problem} loading={<p className="com-loading" aria-busy="true" />}>
      {(data) => (
        <div className="com-edu-problem-layout">
          <article className="com-page com-edu-problem" aria-labelledby="com-edu-problem-title">
            <Link className="com-back" to={`/education/${data.courseId}`}>
              {data.courseTitle}
            </Link>
            <h1 id="com-edu-problem-title">{data.title}</h1>
            <p className="com-edu-meta">
              <FormattedMessage
                id={data.higherIsBetter ? 'education.metricHigher' : 'education.metricLower'}
                values={{ metric: <FormattedMessage id={`education.metric.${data.metric}`} /> }}
              />
            </p>
            <Markdown source={data.prompt} />
            {data.dataFile && (
              <a
                className="com-edu-button"
                href={endpointPath(downloadPracticeData.path, { problemId: data.id })}
                download={data.dataFile.name}
              >
                <FormattedMessage
                  id="education.download"
                  values={{ name: data.dataFile.name, kb: Math.max(1, Math.round(data.dataFile.size / 1024)) }}
                />
              </a>
            )}
            <section aria-labelledby="com-edu-submit">
              <h2 id="com-edu-submit">
                <FormattedMessage id="education.submitTitle" />
              </h2>
              <UploadForm problemId={data.id} header={data.predictionHeader} />
            </section>
            <AttemptsTable problemId={data.id} />
          </article>
          <aside className="com-page com-edu-board">
            <Leaderboard problemId={data.id} />
          </aside>
        </div>
      )}
    </QueryState>
  );
}

/** `/education/:courseId/problems/:problemId`: the task, its data set, the upload and the scores. */
export function ProblemPage() {
  const { problemId = '' } = useParams();
  if (!TRAINING_SLUG_PATTERN.test(problemId)) return <EducationNotFound />;
  return <ProblemView key={problemId} problemId={problemId} />;
}
