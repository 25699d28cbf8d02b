import { TIME_STATES } from '@dcic/shared/constants';
import type { HomeContent } from '@dcic/shared/contract';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';

/** The order of the groups: what one can join now first, what is over last. */
const GROUP_ORDER = ['in-progress', 'not-started', 'ended'] as const satisfies ReadonlyArray<(typeof TIME_STATES)[number]>;

/** A few competitions of each time state, each linking to its page; empty groups stay out. */
export function CompetitionGroups({ competitions }: { competitions: HomeContent['competitions'] }) {
  const groups = GROUP_ORDER.map((state) => ({ state, list: competitions[state] })).filter((group) => group.list.length > 0);
  return (
    <section className="com-home-section" aria-labelledby="com-home-competitions">
      <header>
        <h2 id="com-home-competitions">
          <FormattedMessage id="home.competitions.title" />
        </h2>
        <Link to="/competitions">
          <FormattedMessage id="home.competitions.more" />
        </Link>
      </header>
      {groups.length === 0 ? (
        <p>
          <FormattedMessage id="home.competitions.empty" />
        </p>
      ) : (
        <div className="com-groups">
          {groups.map((group) => (
            <section key={group.state} className="com-group" aria-labelledby={`com-group-${group.state}`}>
              <h3 id={`com-group-${group.state}`}>
                <FormattedMessage id={`home.group.${group.state}`} />
              </h3>
              <ul>
                {group.list.map((c) => (
                  <li key={c.id}>
                    <Link to={`/competitions/${c.id}`}>{c.name}</Link>
                    <p className="com-news-meta">
                      <span>
                        <FormattedDate value={c.startTime} year="numeric" month="2-digit" day="2-digit" />
                        {' – '}
                        <FormattedDate value={c.endTime} year="numeric" month="2-digit" day="2-digit" />
                      </span>
                      <span>
                        <FormattedMessage id="home.competitions.teams" values={{ count: c.teams }} />
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
