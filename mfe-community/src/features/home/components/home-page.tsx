import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** Figures the contest publishes about itself (spec §1). */
const highlights = [
  { value: '160,000+', labelId: 'home.stat.users' },
  { value: '2T+', labelId: 'home.stat.data' },
  { value: '1000+', labelId: 'home.stat.resources' },
  { value: '15+', labelId: 'home.stat.daily' },
];

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
      <ul className="com-stats" aria-label="stats">
        {highlights.map((item) => (
          <li key={item.labelId}>
            <strong>{item.value}</strong>
            <span>
              <FormattedMessage id={item.labelId} />
            </span>
          </li>
        ))}
      </ul>
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
