import { FormattedMessage } from 'react-intl';
import { QueryState } from '@dcic/shared';
import { useUserStanding } from '../api/user-standing';

/** The user's standing across competitions on their page; nothing when they hide the competitions they joined. */
export function StandingSummary({ userId }: { userId: number }) {
  const standing = useUserStanding(userId);
  return (
    <QueryState query={standing}>
      {({ visible, summary }) =>
        visible && summary ? (
          <section className="pro-standing" aria-labelledby="pro-standing-title">
            <h2 id="pro-standing-title">
              <FormattedMessage id="standing.title" />
            </h2>
            <dl className="pro-counts">
              <div>
                <dt>
                  <FormattedMessage id="standing.competitions" />
                </dt>
                <dd data-testid="standing-competitions">{summary.competitions}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="standing.bestRank" />
                </dt>
                <dd data-testid="standing-best-rank">{summary.bestRank ?? '—'}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="standing.topFinishes" />
                </dt>
                <dd>{summary.topFinishes}</dd>
              </div>
            </dl>
          </section>
        ) : null
      }
    </QueryState>
  );
}
