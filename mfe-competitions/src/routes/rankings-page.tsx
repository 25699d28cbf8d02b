import { FormattedMessage } from 'react-intl';
import { CompetitionLinks } from '../features/competitions';

/** `/rank`: every competition, each linking to its leaderboard. */
export function RankingsPage() {
  return (
    <section className="cmp-page">
      <h1>
        <FormattedMessage id="page.rankings" />
      </h1>
      <CompetitionLinks state="all" linkTo={(id) => `/competitions/${id}/ranking`} />
    </section>
  );
}
