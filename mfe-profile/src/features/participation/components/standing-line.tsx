import { FormattedMessage, useIntl } from 'react-intl';
import type { Standing } from '@dcic/shared/contract';
import { boardMessage, scoreText } from '../lib/standing-text';

/** "Rank 2 of 37 on list B · best score 0.91", or that there is no score yet. */
export function StandingLine({ standing }: { standing: Standing | null }) {
  const intl = useIntl();
  if (!standing) {
    return (
      <span className="pro-muted">
        <FormattedMessage id="history.noScore" />
      </span>
    );
  }
  return (
    <span>
      <FormattedMessage
        id="history.standing"
        values={{
          rank: standing.rank,
          teams: standing.teamCount,
          board: intl.formatMessage({ id: boardMessage(standing.board) }),
          score: scoreText(standing.score),
        }}
      />
    </span>
  );
}
