// A dataset's fields as the publish and edit forms hold them while they are typed, the check both
// forms make before sending, and the body the API takes.
import type { DatasetForEditing, DatasetInput, DatasetLicence } from '@dcic/shared/contract';

export interface DatasetDraft {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  licence: DatasetLicence;
  /** As typed: comma-separated, either the ASCII or the full-width comma. */
  tags: string;
  competitionIds: number[];
}

/** A problem the page sees before sending, as a message of the catalog. */
export interface DraftProblem {
  id: string;
  values?: Record<string, string | number>;
}

export const EMPTY_DRAFT: DatasetDraft = {
  nameZh: '',
  nameEn: '',
  descriptionZh: '',
  descriptionEn: '',
  licence: 'cc-by-4.0',
  tags: '',
  competitionIds: [],
};

/** What the edit form starts with: the dataset as stored. */
export function draftOf(dataset: DatasetForEditing): DatasetDraft {
  return {
    nameZh: dataset.nameZh,
    nameEn: dataset.nameEn,
    descriptionZh: dataset.descriptionZh,
    descriptionEn: dataset.descriptionEn,
    licence: dataset.licence,
    tags: dataset.tags.join(', '),
    competitionIds: dataset.competitions.map((competition) => competition.id),
  };
}

/** Both names and both descriptions are required; the API checks the rest and says what is wrong. */
export function draftProblem(draft: DatasetDraft): DraftProblem | null {
  const missing = [draft.nameZh, draft.nameEn, draft.descriptionZh, draft.descriptionEn].some((value) => !value.trim());
  return missing ? { id: 'datasets.form.required' } : null;
}

/** The fields as the API takes them: trimmed, the tags split. */
export function draftInput(draft: DatasetDraft): Required<DatasetInput> {
  return {
    nameZh: draft.nameZh.trim(),
    nameEn: draft.nameEn.trim(),
    descriptionZh: draft.descriptionZh.trim(),
    descriptionEn: draft.descriptionEn.trim(),
    licence: draft.licence,
    tags: draft.tags
      .split(/[,，]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    competitionIds: draft.competitionIds,
  };
}
