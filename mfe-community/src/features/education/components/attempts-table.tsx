import { QueryState, useUser } from '@dcic/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useMyAttempts } from '../api/my-attempts';
import { formatScore } from '../lib/score';

/** The signed-in user's attempts at a problem, newest first. */
export function AttemptsTable({ problemId }: { problemId: string }) {
  const intl = useIntl();
  const user = useUser();
  const attempts = useMyAttempts(problemId, user !== null);
  if (!user) return null;
  return (
    <section aria-labelledby="com-edu-mine">
      <h2 id="com-edu-mine">
        <FormattedMessage id="education.myAttempts" />
      </h2>
      <QueryState
        query={attempts}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="com-news-empty">
            <FormattedMessage id="education.noAttempts" />
          </p>
        }
      >
        {(list) => (
          <table className="com-edu-table" aria-label={intl.formatMessage({ id: 'education.myAttempts' })}>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="education.column.time" />
                </th>
                <th>
                  <FormattedMessage id="education.column.file" />
                </th>
                <th>
                  <FormattedMessage id="education.column.score" />
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((attempt) => (
                <tr key={attempt.id}>
                  <td>
                    <FormattedDate value={attempt.createdAt} dateStyle="medium" timeStyle="short" />
                  </td>
                  <td>{attempt.fileName}</td>
                  <td>
                    {attempt.status === 'scored' ? (
                      formatScore(attempt.score ?? 0)
                    ) : (
                      <span className="com-edu-failed">{attempt.reason}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
