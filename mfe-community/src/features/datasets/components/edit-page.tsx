import { AreaPage, errorMessage, isApiError, QueryState, useUser } from '@dcic/shared';
import type { DatasetForEditing } from '@dcic/shared/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '@dcic/shared/router';
import { useDatasetForEditing } from '../api/dataset-for-editing';
import { useUpdateDataset } from '../api/update-dataset';
import { datasetIdFrom } from '../lib/dataset-id';
import { draftInput, draftOf, draftProblem } from '../lib/dataset-draft';
import { DatasetFieldset } from './dataset-fieldset';
import { SignInPrompt } from './sign-in-prompt';

function BackToDataset({ id }: { id: number }) {
  return (
    <Link className="com-back" to={`/datasets/${id}`}>
      <FormattedMessage id="datasets.edit.back" />
    </Link>
  );
}

function EditForm({ dataset }: { dataset: DatasetForEditing }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const update = useUpdateDataset();
  const [draft, setDraft] = useState(() => draftOf(dataset));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(draft);
    if (found) {
      setProblem(intl.formatMessage({ id: found.id }, found.values));
      return;
    }
    setProblem(null);
    update.mutate(
      { id: dataset.id, fields: draftInput(draft) },
      { onSuccess: () => navigate(`/datasets/${dataset.id}`), onError: (error) => setProblem(errorMessage(error, intl)) },
    );
  };

  return (
    <form className="com-dataset-form" onSubmit={submit} noValidate>
      <DatasetFieldset draft={draft} onChange={setDraft} linked={dataset.competitions} />
      <p className="com-dataset-note">
        <FormattedMessage id="datasets.edit.filesStay" />
      </p>
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" disabled={update.isPending}>
        <FormattedMessage id={update.isPending ? 'datasets.edit.saving' : 'datasets.edit.save'} />
      </button>
    </form>
  );
}

/** The stored fields, then the form; anybody but its publisher and staff is told so instead. */
function EditDataset({ id }: { id: number }) {
  const dataset = useDatasetForEditing(id);
  // The API decides who may edit; its refusal is a state of this page, not a failure to retry.
  const refused = isApiError(dataset.error) && dataset.error.status === 403;
  return (
    <>
      <BackToDataset id={id} />
      {refused ? (
        <p role="alert">
          <FormattedMessage id="datasets.edit.refused" />
        </p>
      ) : (
        <QueryState query={dataset} loading={<p className="com-loading" aria-busy="true" />}>
          {(data) => <EditForm dataset={data} />}
        </QueryState>
      )}
    </>
  );
}

/** `/datasets/:id/edit`: its publisher or staff change a dataset's fields and linked competitions; its files stay. */
export function EditDatasetPage() {
  const { id } = useParams();
  const user = useUser();
  const number = datasetIdFrom(id);
  return (
    <AreaPage titleId="datasets.editTitle">
      {number === null ? (
        <p role="alert">
          <FormattedMessage id="datasets.notFound" />
        </p>
      ) : user ? (
        <EditDataset key={number} id={number} />
      ) : (
        <SignInPrompt messageId="datasets.edit.signIn" />
      )}
    </AreaPage>
  );
}
