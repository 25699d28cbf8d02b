import { AreaPage, errorMessage, requireLogin, useUser } from '@dcic/shared';
import {
  DATASET_DESCRIPTION_MAX,
  DATASET_FILE_MAX_BYTES,
  DATASET_FILES_MAX,
  DATASET_LICENCES,
  DATASET_NAME_MAX,
} from '@dcic/shared/constants';
import type { DatasetLicence } from '@dcic/shared/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@dcic/shared/router';
import { useCompetitionChoices } from '../api/competition-choices';
import { usePublishDataset } from '../api/publish-dataset';
import { formatSize } from '../lib/list-query';

type TextField = 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn' | 'tags';

const EMPTY: Record<TextField, string> = { nameZh: '', nameEn: '', descriptionZh: '', descriptionEn: '', tags: '' };

/** A problem the page can see before sending: a missing field, too many files, a file too large. */
function problemOf(values: Record<TextField, string>, files: File[]): { id: string; values?: Record<string, string | number> } | null {
  if (!values.nameZh.trim() || !values.nameEn.trim() || !values.descriptionZh.trim() || !values.descriptionEn.trim() || files.length === 0)
    return { id: 'datasets.form.required' };
  if (files.length > DATASET_FILES_MAX) return { id: 'datasets.form.tooMany', values: { count: DATASET_FILES_MAX } };
  const large = files.find((file) => file.size > DATASET_FILE_MAX_BYTES);
  if (large) return { id: 'datasets.form.tooLarge', values: { name: large.name, size: formatSize(DATASET_FILE_MAX_BYTES) } };
  return null;
}

function PublishForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const choices = useCompetitionChoices();
  const publish = usePublishDataset();
  const [values, setValues] = useState(EMPTY);
  const [licence, setLicence] = useState<DatasetLicence>('cc-by-4.0');
  const [competitionIds, setCompetitionIds] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const say = (id: string, args?: Record<string, string | number>) => intl.formatMessage({ id }, args);

  const text = (field: TextField, multiline = false) => {
    const common = {
      id: `com-dataset-${field}`,
      value: values[field],
      maxLength: multiline ? DATASET_DESCRIPTION_MAX : DATASET_NAME_MAX * 3,
      onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
    };
    return (
      <div className="com-form-row">
        <label htmlFor={common.id}>{say(`datasets.form.${field}`)}</label>
        {multiline ? <textarea rows={6} {...common} /> : <input type="text" {...common} />}
      </div>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(values, files);
    if (found) {
      setProblem(say(found.id, found.values));
      return;
    }
    setProblem(null);
    publish.mutate(
      {
        fields: {
          nameZh: values.nameZh.trim(),
          nameEn: values.nameEn.trim(),
          descriptionZh: values.descriptionZh.trim(),
          descriptionEn: values.descriptionEn.trim(),
          licence,
          tags: values.tags
            .split(/[,，]/)
            .map((tag) => tag.trim())
            .filter(Boolean),
          competitionIds,
        },
        files,
      },
      { onSuccess: ({ id }) => navigate(`/datasets/${id}`), onError: (error) => setProblem(errorMessage(error, intl)) },
    );
  };

  return (
    <form className="com-dataset-form" onSubmit={submit} noValidate>
      {text('nameZh')}
      {text('nameEn')}
      {text('descriptionZh', true)}
      {text('descriptionEn', true)}
      <div className="com-form-row">
        <label htmlFor="com-dataset-licence">{say('datasets.licence')}</label>
        <select id="com-dataset-licence" value={licence} onChange={(event) => setLicence(event.target.value as DatasetLicence)}>
          {DATASET_LICENCES.map((code) => (
            <option key={code} value={code}>
              {say(`datasets.licence.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {text('tags')}
      <div className="com-form-row">
        <label htmlFor="com-dataset-competitions">{say('datasets.form.competitions')}</label>
        <select
          id="com-dataset-competitions"
          multiple
          value={competitionIds.map(String)}
          onChange={(event) => setCompetitionIds(Array.from(event.target.selectedOptions, (option) => Number(option.value)))}
        >
          {choices.data?.map((competition) => (
            <option key={competition.id} value={competition.id}>
              {competition.name}
            </option>
          ))}
        </select>
      </div>
      <div className="com-form-row">
        <label htmlFor="com-dataset-files-input">
          {say('datasets.form.files', { count: DATASET_FILES_MAX, size: formatSize(DATASET_FILE_MAX_BYTES) })}
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
  return (
    <AreaPage titleId="datasets.publishTitle">
      {user ? (
        <PublishForm />
      ) : (
        <p>
          <FormattedMessage id="datasets.form.signIn" />{' '}
          <button type="button" onClick={() => requireLogin()}>
            <FormattedMessage id="datasets.form.signInAction" />
          </button>
        </p>
      )}
    </AreaPage>
  );
}
