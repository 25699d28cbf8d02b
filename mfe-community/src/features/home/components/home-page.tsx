import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { CompetitionGroups } from './competition-groups';
import { LatestNews } from './latest-news';
import { SiteStats } from './site-stats';

const entries = [
  { to: '/competitions', titleId: 'home.entry.competitions', bodyId: 'home.entry.competitions.body' },
  { to: '/datasets', titleId: 'home.entry.datasets', bodyId: 'home.entry.datasets.body' },
  { to: '/education', titleId: 'home.entry.training', bodyId: 'home.entry.training.body' },
  { to: '/cooperation', titleId: 'home.entry.host', bodyId: 'home.entry.host.body' },
];

export function HomePage() {
  return (
    <div className="com-home">
      <section className="com-hero" aria-labelledby="com-hero-title">
        <h1 id="com-hero-title">
          <FormattedMessage id="home.title" />
        </h1>
        <p>
          <FormattedMessage id="home.subtitle" />
        </p>
        <Link className="com-hero-action" to="/competitions">
          <FormattedMessage id="home.cta" />
        </Link>
      </section>
      <SiteStats />
      <div className="com-home-columns">
        <CompetitionGroups />
        <LatestNews />
      </div>
      <section className="com-entries">
        {entries.map((entry) => (
          <Link key={entry.to} to={entry.to} className="com-entry">
            <h2>
              <FormattedMessage id={entry.titleId} />
            </h2>
            <p>
              <FormattedMessage id={entry.bodyId} />
            </p>
          </Link>
        ))}
      </section>
    </div>
  );
}
