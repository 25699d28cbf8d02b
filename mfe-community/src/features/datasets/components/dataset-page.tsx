import { errorMessage, QueryState } from '@dcic/shared';
import type { DatasetDetail } from '@dcic/shared/contract';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '@dcic/shared/router';
import { useDataset } from '../api/dataset-detail';
import { useDatasetVisibility } from '../api/dataset-visibility';
import { useDeleteDataset } from '../api/delete-dataset';
import { datasetIdFrom } from '../lib/dataset-id';
import { formatSize } from '../lib/list-query';
import { DatasetMeta, LinkedCompetitions } from './dataset-meta';
import { LazyMarkdown as Markdown } from '@dcic/shared/markdown';

function BackLink() {
  return (
    <Link className="com-back" to="/datasets">
      <FormattedMessage id="datasets.back" />
    </Link>
  );
}

/** Edit and delete (its publisher, staff) and hide (staff). */
function Actions({ dataset }: { dataset: DatasetDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const remove = useDeleteDataset();
  const visibility = useDatasetVisibility();
  const [failure, setFailure] = useState<string | null>(null);
  if (!dataset.canEdit && !dataset.canHide) return null;
  const fail = (error: unknown) => setFailure(errorMessage(error, intl));
  const confirmDelete = () => {
    if (!window.confirm(intl.formatMessage({ id: 'datasets.deleteConfirm' }))) return;
    remove.mutate(dataset.id, { onSuccess: () => navigate('/datasets'), onError: fail });
  };
  return (
    <div className="com-dataset-actions">
      {dataset.canHide && (
        <button
          type="button"
          disabled={visibility.isPending}
          onClick={() => visibility.mutate({ id: dataset.id, hidden: !dataset.hidden }, { onError: fail })}
        >
          <FormattedMessage id={dataset.hidden ? 'datasets.show' : 'datasets.hide'} />
        </button>
      )}
      {dataset.canEdit && (
        <>
          <Link to={`/datasets/${dataset.id}/edit`}>
            <FormattedMessage id="datasets.edit" />
          </Link>
          <button type="button" disabled={remove.isPending} onClick={confirmDelete}>
            <FormattedMessage id="datasets.delete" />
          </button>
        </>
      )}
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}

function Dataset({ id }: { id: number }) {
  const dataset = useDataset(id);
  const intl = useIntl();
  return (
    <QueryState query={dataset} loading={<p className="com-loading" aria-busy="true" />}>
      {(data) => (
        <article className="com-page com-dataset-article" aria-labelledby="com-dataset-title">
          <BackLink />
          <h1 id="com-dataset-title">
            {data.name}
            {data.hidden && (
              <span className="com-dataset-hidden">
                <FormattedMessage id="datasets.hidden" />
              </span>
            )}
          </h1>
          <DatasetMeta dataset={data} />
          <LinkedCompetitions dataset={data} />
          <p className="com-dataset-footer">
            {data.tags.map((tag) => (
              <Link key={tag} className="com-dataset-tag" to={`/datasets?tag=${encodeURIComponent(tag)}`}>
                {tag}
              </Link>
            ))}
            <span className="com-dataset-publisher">
              <FormattedMessage
                id="datasets.publishedBy"
                values={{
                  name:
                    data.publisher.id === null ? data.publisher.name : <a href={`/users/${data.publisher.id}`}>{data.publisher.name}</a>,
                }}
              />
            </span>
          </p>
          <Actions dataset={data} />
          <section aria-labelledby="com-dataset-files">
            <h2 id="com-dataset-files">
              <FormattedMessage id="datasets.fileList" />
            </h2>
            <table className="com-dataset-files">
              <thead>
                <tr>
                  <th>
                    <FormattedMessage id="datasets.fileName" />
                  </th>
                  <th>
                    <FormattedMessage id="datasets.fileSize" />
                  </th>
                  <th aria-hidden="true" />
                </tr>
              </thead>
              <tbody>
                {data.files.map((file) => (
                  <tr key={file.id}>
                    <td>{file.name}</td>
                    <td>{formatSize(file.size)}</td>
                    <td>
                      <a
                        href={file.url}
                        download={file.name}
                        aria-label={intl.formatMessage({ id: 'datasets.downloadFile' }, { name: file.name })}
                      >
                        <FormattedMessage id="datasets.download" />
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="com-dataset-description">
            <h2 id="com-dataset-description">
              <FormattedMessage id="datasets.description" />
            </h2>
            <Suspense fallback={<p className="com-loading" aria-busy="true" />}>
              <Markdown source={data.description} className="com-news-body" />
            </Suspense>
          </section>
        </article>
      )}
    </QueryState>
  );
}

/** `/datasets/:id`: a dataset's description, files to download, linked competitions and publisher. */
export function DatasetPage() {
  const { id } = useParams();
  const number = datasetIdFrom(id);
  if (number === null) {
    return (
      <section className="com-page">
        <BackLink />
        <p role="alert">
          <FormattedMessage id="datasets.notFound" />
        </p>
      </section>
    );
  }
  return <Dataset key={number} id={number} />;
}
