import { QueryState } from '@dcic/shared';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHomeCompetitions } from '../api/home-competitions';
import { groupByTimeState } from '../lib/group-by-time-state';

/** Competitions shown per group. */
const PER_GROUP = 3;

/** The competitions of the platform grouped by where they stand in time, each linking to its page. */
export function CompetitionGroups() {
  const competitions = useHomeCompetitions();
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
      <QueryState
        query={competitions}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(list) => list.cmpt.competitions.length === 0}
      >
        {(list) => (
          <div className="com-groups">
            {groupByTimeState(list.cmpt.competitions, PER_GROUP).map((group) => (
              <section key={group.state} className="com-group" aria-labelledby={`com-group-${group.state}`}>
                <h3 id={`com-group-${group.state}`}>
                  <FormattedMessage id={`home.group.${group.state}`} />
                </h3>
                <ul>
                  {group.competitions.map((c) => (
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
      </QueryState>
    </section>
  );
}
