import { QueryState } from '@dcic/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLeaderboard } from '../api/leaderboard';
import { formatScore } from '../lib/score';

/** Each user's best score at a problem, best first. */
export function Leaderboard({ problemId }: { problemId: string }) {
  const intl = useIntl();
  const board = useLeaderboard(problemId);
  return (
    <section aria-labelledby="com-edu-board">
      <h2 id="com-edu-board">
        <FormattedMessage id="education.leaderboard" />
      </h2>
      <QueryState
        query={board}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <p className="com-news-empty">
            <FormattedMessage id="education.noScores" />
          </p>
        }
      >
        {(rows) => (
          <table className="com-edu-table" aria-label={intl.formatMessage({ id: 'education.leaderboard' })}>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="education.column.rank" />
                </th>
                <th>
                  <FormattedMessage id="education.column.user" />
                </th>
                <th>
                  <FormattedMessage id="education.column.score" />
                </th>
                <th>
                  <FormattedMessage id="education.column.attempts" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.userId}>
                  <td>{row.rank}</td>
                  <td>
                    <a href={`/users/${row.userId}`}>{row.userName}</a>
                  </td>
                  <td>{formatScore(row.score)}</td>
                  <td>{row.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
