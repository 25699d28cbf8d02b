import type { NewsSummary } from '@dcic/shared/contract';
import { Link } from '@dcic/shared/router';
import { NewsCover } from './news-cover';
import { NewsMeta } from './news-meta';

/** One item of the news list: cover, title (the link), excerpt, date and views. */
export function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <article className="com-news-card">
      <NewsCover item={item} />
      <div>
        <h2>
          <Link to={`/information/${item.id}`}>{item.title}</Link>
        </h2>
        <p className="com-news-excerpt">{item.excerpt}</p>
        <NewsMeta item={item} />
      </div>
    </article>
  );
}
