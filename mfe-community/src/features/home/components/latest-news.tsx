import { QueryState } from '@dcic/shared';
import { HOME_NEWS_COUNT } from '@dcic/shared/constants';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { NewsCover, NewsMeta, useNewsList } from '../../information';

/** The latest news items, each linking to its page, and the way to all of them. */
export function LatestNews() {
  const news = useNewsList({ page: 1, per_page: HOME_NEWS_COUNT });
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
      <QueryState query={news} loading={<p className="com-loading" aria-busy="true" />} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <ul className="com-home-news">
            {page.list.map((item) => (
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
      </QueryState>
    </section>
  );
}
