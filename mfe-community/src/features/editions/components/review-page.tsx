import { QueryState } from '@dcic/shared';
import type { Edition } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { MarkdownBody } from '../../pages';
import { useEditions } from '../api/editions';

function EditionSection({ edition }: { edition: Edition }) {
  const headingId = `com-edition-${edition.year}`;
  return (
    <section className="com-page com-edition" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className="com-edition-year">{edition.year}</span> {edition.title}
      </h2>
      {edition.coverUrl && <img src={edition.coverUrl} alt="" className="com-content-cover" />}
      {edition.body && <MarkdownBody source={edition.body} />}
      {edition.tracks.map((track) => (
        <div key={track.title} className="com-edition-track">
          <h3>{track.competition ? <Link to={`/competitions/${track.competition.id}`}>{track.title}</Link> : track.title}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="editions.award" />
                </th>
                <th scope="col">
                  <FormattedMessage id="editions.team" />
                </th>
                <th scope="col">
                  <FormattedMessage id="editions.result" />
                </th>
              </tr>
            </thead>
            <tbody>
              {track.winners.map((winner) => (
                <tr key={`${winner.award}-${winner.team}`}>
                  <td>
                    <FormattedMessage id={`editions.award.${winner.award}`} />
                  </td>
                  <td>{winner.team}</td>
                  <td>{winner.result ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

/** `/review`: the past editions by year, with their competitions, winners and results. */
export function ReviewPage() {
  const editions = useEditions();
  return (
    <div className="com-editions">
      <h1>
        <FormattedMessage id="editions.title" />
      </h1>
      <QueryState query={editions} loading={<p className="com-loading" aria-busy="true" />} isEmpty={(list) => list.length === 0}>
        {(list) => list.map((edition) => <EditionSection key={edition.year} edition={edition} />)}
      </QueryState>
    </div>
  );
}
