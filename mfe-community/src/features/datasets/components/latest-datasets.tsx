import { QueryState } from '@dcic/shared';
import { DATASET_PER_PAGE, HOME_DATASET_COUNT } from '@dcic/shared/constants';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDatasetList } from '../api/dataset-list';
import { formatSize } from '../lib/list-query';

/** The home page's figure: the newest datasets of the catalogue with their size and downloads. */
export function LatestDatasets({ count = HOME_DATASET_COUNT }: { count?: number }) {
  const datasets = useDatasetList({ sort: 'latest', page: 1, per_page: Math.min(count, DATASET_PER_PAGE) });
  return (
    <section className="com-latest-datasets" aria-labelledby="com-latest-datasets">
      <h2 id="com-latest-datasets">
        <FormattedMessage id="datasets.latest" />
      </h2>
      <QueryState query={datasets} loading={<p className="com-loading" aria-busy="true" />} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <ul>
            {page.list.map((dataset) => (
              <li key={dataset.id}>
                <Link to={`/datasets/${dataset.id}`}>{dataset.name}</Link>
                <span>
                  {formatSize(dataset.size)} · <FormattedMessage id="datasets.downloads" values={{ count: dataset.downloads }} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link to="/datasets">
        <FormattedMessage id="datasets.more" />
      </Link>
    </section>
  );
}
