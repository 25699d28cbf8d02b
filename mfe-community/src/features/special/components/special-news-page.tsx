import { QueryState } from '@dcic/shared';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { MarkdownBody } from '../../pages';
import { useSpecialNews } from '../api/special-news';
import { ItemDate } from './special-items';

/** `/special/:name/news/:id`: a news item of the contest. */
export function SpecialNewsPage({ name }: { name: string }) {
  const slug = useParams().id ?? '';
  const news = useSpecialNews(name, slug);
  return (
    <article className="com-special-news">
      <Link className="com-back" to={`/special/${name}/news`}>
        <FormattedMessage id="special.backToNews" />
      </Link>
      <QueryState query={news} loading={<p className="com-loading" aria-busy="true" />}>
        {(item) => (
          <>
            <h2>{item.title}</h2>
            <p className="com-special-subtitle">
              {item.subtitle} {item.publishedAt && <ItemDate value={item.publishedAt} />}
            </p>
            <MarkdownBody source={item.body} />
          </>
        )}
      </QueryState>
    </article>
  );
}
