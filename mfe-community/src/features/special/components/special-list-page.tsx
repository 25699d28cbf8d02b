import { QueryState } from '@dcic/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { useSpecials } from '../api/specials';

/** `/special`: every special contest, with the start of its introduction. */
export function SpecialListPage() {
  const specials = useSpecials();
  return (
    <section className="com-page com-content-list" aria-labelledby="com-special-title">
      <h1 id="com-special-title">
        <FormattedMessage id="special.title" />
      </h1>
      <QueryState query={specials} loading={<p className="com-loading" aria-busy="true" />} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="com-content-items">
            {list.map((special) => (
              <li key={special.name}>
                {special.bannerUrl && <img src={special.bannerUrl} alt="" className="com-content-cover" />}
                <h2>
                  <Link to={`/special/${special.name}`}>{special.title}</Link>
                </h2>
                <p>{special.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
