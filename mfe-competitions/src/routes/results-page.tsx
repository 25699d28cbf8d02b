import { FormattedMessage } from 'react-intl';
import { CompetitionLinks } from '../features/competitions';

/** `/result`: the ended competitions, each linking to its final leaderboard. */
export function ResultsPage() {
  return (
    <section className="cmp-page">
      <h1>
        <FormattedMessage id="page.results" />
      </h1>
      <CompetitionLinks state="ended" linkTo={(id) => `/result/detail?id=${id}`} />
    </section>
  );
}
