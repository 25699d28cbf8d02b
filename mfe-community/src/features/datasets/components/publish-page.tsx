import { AreaPage, errorMessage, useUser } from '@dcic/shared';
import { DATASET_FILE_MAX_BYTES, DATASET_FILES_MAX } from '@dcic/shared/constants';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@dcic/shared/router';
import { usePublishDataset } from '../api/publish-dataset';
import { draftInput, draftProblem, EMPTY_DRAFT, type DraftProblem } from '../lib/dataset-draft';
import { formatSize } from '../lib/list-query';
import { DatasetFieldset } from './dataset-fieldset';
import { SignInPrompt } from './sign-in-prompt';

/** What the page sees of the files before sending: none, too many, one too large. */
function filesProblem(files: File[]): DraftProblem | null {
  if (files.length === 0) return { id: 'datasets.form.noFiles' };
  if (files.length > DATASET_FILES_MAX) return { id: 'datasets.form.tooMany', values: { count: DATASET_FILES_MAX } };
  const large = files.find((file) => file.size > DATASET_FILE_MAX_BYTES);
  if (large) return { id: 'datasets.form.tooLarge', values: { name: large.name, size: formatSize(DATASET_FILE_MAX_BYTES) } };
  return null;
}

function PublishForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const publish = usePublishDataset();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(draft) ?? filesProblem(files);
    if (found) {
      setProblem(intl.formatMessage({ id: found.id }, found.values));
      return;
    }
    setProblem(null);
    publish.mutate(
      { fields: draftInput(draft), files },
      { onSuccess: ({ id }) => navigate(`/datasets/${id}`), onError: (error) => setProblem(errorMessage(error, intl)) },
    );
  };

  return (
    <form className="com-dataset-form" onSubmit={submit} noValidate>
      <DatasetFieldset draft={draft} onChange={setDraft} />
      <div className="com-form-row">
        <label htmlFor="com-dataset-files-input">
          {intl.formatMessage({ id: 'datasets.form.files' }, { count: DATASET_FILES_MAX, size: formatSize(DATASET_FILE_MAX_BYTES) })}
        </label>
        <input id="com-dataset-files-input" type="file" multiple onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
        {files.length > 0 && (
          <ul className="com-dataset-chosen">
            {files.map((file) => (
              <li key={file.name}>
                {file.name} · {formatSize(file.size)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" disabled={publish.isPending}>
        <FormattedMessage id={publish.isPending ? 'datasets.form.sending' : 'datasets.form.submit'} />
      </button>
    </form>
  );
}

/** `/datasets/new`: signed-in users publish a dataset with its files; visitors are asked to sign in. */
export function PublishDatasetPage() {
  const user = useUser();
  return <AreaPage titleId="datasets.publishTitle">{user ? <PublishForm /> : <SignInPrompt messageId="datasets.form.signIn" />}</AreaPage>;
}
