import { EmptyState } from '@dcic/shared';
import type { DatasetSummary } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { formatSize } from '../lib/list-query';

/**
 * The home page's figure: the newest datasets of the catalogue with their size and downloads. They
 * come with the home page's one answer (`GET /api/content/home`), not from a request of their own.
 */
export function LatestDatasets({ datasets }: { datasets: DatasetSummary[] }) {
  return (
    <section className="com-latest-datasets" aria-labelledby="com-latest-datasets">
      <h2 id="com-latest-datasets">
        <FormattedMessage id="datasets.latest" />
      </h2>
      {datasets.length === 0 ? (
        <EmptyState />
      ) : (
        <ul>
          {datasets.map((dataset) => (
            <li key={dataset.id}>
              <Link to={`/datasets/${dataset.id}`}>{dataset.name}</Link>
              <span>
                {formatSize(dataset.size)} · <FormattedMessage id="datasets.downloads" values={{ count: dataset.downloads }} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/datasets">
        <FormattedMessage id="datasets.more" />
      </Link>
    </section>
  );
}
