import type { DatasetSummary } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { DatasetMeta, LinkedCompetitions } from './dataset-meta';

/** One dataset of the catalogue: name (the link), excerpt, facts, linked competitions, tags and publisher. */
export function DatasetCard({ dataset }: { dataset: DatasetSummary }) {
  return (
    <article className="com-dataset-card">
      <h2>
        <Link to={`/datasets/${dataset.id}`}>{dataset.name}</Link>
        {dataset.hidden && (
          <span className="com-dataset-hidden">
            <FormattedMessage id="datasets.hidden" />
          </span>
        )}
      </h2>
      <p className="com-dataset-excerpt">{dataset.excerpt}</p>
      <DatasetMeta dataset={dataset} />
      <LinkedCompetitions dataset={dataset} />
      <p className="com-dataset-footer">
        {dataset.tags.map((tag) => (
          <span key={tag} className="com-dataset-tag">
            {tag}
          </span>
        ))}
        <span className="com-dataset-publisher">
          <FormattedMessage id="datasets.publishedBy" values={{ name: dataset.publisher.name }} />
        </span>
      </p>
    </article>
  );
}
