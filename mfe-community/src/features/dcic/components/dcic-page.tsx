import { QueryState } from '@dcic/shared';
import { DCIC_ABOUT_PAGE } from '@dcic/shared/constants';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { usePageList } from '../../pages';

/** `/dcic`: the contest's own news, newest first, and the way to its about page. */
export function DcicPage() {
  const pages = usePageList('dcic');
  return (
    <section className="com-page com-content-list" aria-labelledby="com-dcic-title">
      <h1 id="com-dcic-title">
        <FormattedMessage id="dcic.title" />
      </h1>
      <p>
        <Link to={`/dcic/${DCIC_ABOUT_PAGE}`}>
          <FormattedMessage id="dcic.about" />
        </Link>
      </p>
      <QueryState
        query={pages}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(list) => list.every((page) => page.slug === DCIC_ABOUT_PAGE)}
      >
        {(list) => (
          <ul className="com-content-items">
            {list
              .filter((page) => page.slug !== DCIC_ABOUT_PAGE)
              .map((page) => (
                <li key={page.slug}>
                  {page.coverUrl && <img src={page.coverUrl} alt="" className="com-content-cover" />}
                  <h2>
                    <Link to={`/dcic/${page.slug}`}>{page.title}</Link>
                  </h2>
                  <p>{page.summary}</p>
                  <time dateTime={page.publishedAt}>
                    <FormattedDate value={page.publishedAt} year="numeric" month="2-digit" day="2-digit" />
                  </time>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
