import { DATASET_DESCRIPTION_MAX, DATASET_LICENCES, DATASET_NAME_MAX } from '@dcic/shared/constants';
import type { DatasetCompetition, DatasetLicence } from '@dcic/shared/contract';
import { useIntl } from 'react-intl';
import { useCompetitionChoices } from '../api/competition-choices';
import type { DatasetDraft } from '../lib/dataset-draft';

type TextField = 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn' | 'tags';

interface DatasetFieldsetProps {
  draft: DatasetDraft;
  onChange: (draft: DatasetDraft) => void;
  /**
   * Competitions the dataset is linked to already: offered even when they are not among the
   * choices (the newest hundred), so saving never drops a link nobody touched.
   */
  linked?: DatasetCompetition[];
}

/** The fields of a dataset, both languages, as the publish and the edit form show them. */
export function DatasetFieldset({ draft, onChange, linked = [] }: DatasetFieldsetProps) {
  const intl = useIntl();
  const choices = useCompetitionChoices();
  const say = (id: string) => intl.formatMessage({ id });
  const offered = [...(choices.data ?? [])];
  for (const competition of linked) if (!offered.some((choice) => choice.id === competition.id)) offered.push(competition);

  const text = (field: TextField, multiline = false) => {
    const common = {
      id: `com-dataset-${field}`,
      value: draft[field],
      maxLength: multiline ? DATASET_DESCRIPTION_MAX : DATASET_NAME_MAX * 3,
      onChange: (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value }),
    };
    return (
      <div className="com-form-row">
        <label htmlFor={common.id}>{say(`datasets.form.${field}`)}</label>
        {multiline ? <textarea rows={6} {...common} /> : <input type="text" {...common} />}
      </div>
    );
  };

  return (
    <>
      {text('nameZh')}
      {text('nameEn')}
      {text('descriptionZh', true)}
      {text('descriptionEn', true)}
      <div className="com-form-row">
        <label htmlFor="com-dataset-licence">{say('datasets.licence')}</label>
        <select
          id="com-dataset-licence"
          value={draft.licence}
          onChange={(event) => onChange({ ...draft, licence: event.target.value as DatasetLicence })}
        >
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
          value={draft.competitionIds.map(String)}
          onChange={(event) =>
            onChange({ ...draft, competitionIds: Array.from(event.target.selectedOptions, (option) => Number(option.value)) })
          }
        >
          {offered.map((competition) => (
            <option key={competition.id} value={competition.id}>
              {competition.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
