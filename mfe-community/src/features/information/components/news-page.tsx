import { QueryState } from '@dcic/shared';
import { MAX_RECORD_ID } from '@dcic/shared/constants';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { useNewsItem } from '../api/news-item';
import { NewsCover } from './news-cover';
import { NewsMeta } from './news-meta';
import { LazyMarkdown as Markdown } from '@dcic/shared/markdown';

function BackLink() {
  return (
    <Link className="com-back" to="/information">
      <FormattedMessage id="information.back" />
    </Link>
  );
}

function NewsItem({ id }: { id: number }) {
  const item = useNewsItem(id);
  return (
    <QueryState query={item} loading={<p className="com-loading" aria-busy="true" />}>
      {(news) => (
        <div className="com-news-layout">
          <article className="com-page com-news-article" aria-labelledby="com-news-title">
            <BackLink />
            <h1 id="com-news-title">{news.title}</h1>
            <NewsMeta item={news} withSource />
            <NewsCover item={news} className="com-news-banner" />
            <Suspense fallback={<p className="com-loading" aria-busy="true" />}>
              <Markdown source={news.body} className="com-news-body" />
            </Suspense>
          </article>
          {news.related.length > 0 && (
            <aside className="com-page com-news-related" aria-labelledby="com-news-related">
              <h2 id="com-news-related">
                <FormattedMessage id="information.related" />
              </h2>
              <ul>
                {news.related.map((other) => (
                  <li key={other.id}>
                    <Link to={`/information/${other.id}`}>{other.title}</Link>
                    <NewsMeta item={other} />
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** `/information/:id`: a news item, its related items and the way back to the list. */
export function NewsPage() {
  const { id } = useParams();
  const number = Number(id);
  if (!/^\d+$/.test(id ?? '') || number < 1 || number > MAX_RECORD_ID) {
    return (
      <section className="com-page">
        <BackLink />
        <p role="alert">
          <FormattedMessage id="information.notFound" />
        </p>
      </section>
    );
  }
  return <NewsItem key={number} id={number} />;
}
