import { formatDate } from '@dcic/shared';
import type { DatasetSummary } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { formatSize } from '../lib/list-query';

/** Licence, size, files, downloads and the last update of a dataset. */
export function DatasetMeta({ dataset }: { dataset: DatasetSummary }) {
  return (
    <p className="com-dataset-meta">
      <span className="com-dataset-licence">
        <FormattedMessage id={`datasets.licence.${dataset.licence}`} />
      </span>
      <span>
        <FormattedMessage id="datasets.size" values={{ size: formatSize(dataset.size) }} />
      </span>
      <span>
        <FormattedMessage id="datasets.files" values={{ count: dataset.fileCount }} />
      </span>
      <span>
        <FormattedMessage id="datasets.downloads" values={{ count: dataset.downloads }} />
      </span>
      <span>
        <FormattedMessage id="datasets.updated" values={{ date: formatDate(dataset.updatedAt, 'yyyy/MM/dd') }} />
      </span>
    </p>
  );
}

/** The competitions a dataset belongs to, each a link to its page. */
export function LinkedCompetitions({ dataset }: { dataset: DatasetSummary }) {
  if (dataset.competitions.length === 0) return null;
  return (
    <p className="com-dataset-competitions">
      <FormattedMessage id="datasets.linked" />
      {dataset.competitions.map((competition) => (
        // Another area's page: a plain link, the shell routes it.
        <a key={competition.id} href={`/competitions/${competition.id}`}>
          {competition.name}
        </a>
      ))}
    </p>
  );
}
