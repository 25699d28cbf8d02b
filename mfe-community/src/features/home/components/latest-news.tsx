import type { NewsSummary } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { NewsCover, NewsMeta } from '../../information';

/** The latest news items, each linking to its page, and the way to all of them. */
export function LatestNews({ news }: { news: NewsSummary[] }) {
  return (
    <section className="com-home-section" aria-labelledby="com-home-news">
      <header>
        <h2 id="com-home-news">
          <FormattedMessage id="home.news.title" />
        </h2>
        <Link to="/information">
          <FormattedMessage id="home.news.more" />
        </Link>
      </header>
      {news.length === 0 ? (
        <p>
          <FormattedMessage id="home.news.empty" />
        </p>
      ) : (
        <ul className="com-home-news">
          {news.map((item) => (
            <li key={item.id}>
              <NewsCover item={item} />
              <div>
                <Link to={`/information/${item.id}`}>{item.title}</Link>
                <NewsMeta item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
