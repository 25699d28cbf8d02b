// The catalogue's rows as the contract words them, in the request's language.
import type { DatasetDetail, DatasetFile, DatasetForEditing, DatasetSummary, Lang } from '@dcic/shared/contract';
import type { LinkedCompetition, ListedDataset } from './repository';
import type { DatasetFileRow, DatasetRow } from './schema';
import { excerptOf } from '../../lib/excerpt';

// Cards show a little more of a description than news lists do.
const EXCERPT_LENGTH = 140;

const PLATFORM_NAME: Record<Lang, string> = { 'zh-CN': 'DCIC 平台', 'en-US': 'DCIC platform' };

const fileUrl = (datasetId: number, fileId: number) => `/api/datasets/${datasetId}/files/${fileId}`;

export function datasetSummary(listed: ListedDataset, links: LinkedCompetition[], lang: Lang): DatasetSummary {
  const { row } = listed;
  const english = lang === 'en-US';
  return {
    id: row.id,
    name: english ? row.nameEn : row.nameZh,
    excerpt: excerptOf(english ? row.descriptionEn : row.descriptionZh, EXCERPT_LENGTH),
    licence: row.licence,
    size: listed.size,
    fileCount: listed.fileCount,
    downloads: row.downloads,
    competitions: links.filter((link) => link.datasetId === row.id).map((link) => ({ id: link.id, name: link.names[lang] })),
    publisher:
      row.publisherId === null
        ? { kind: 'platform', id: null, name: PLATFORM_NAME[lang] }
        : { kind: 'user', id: row.publisherId, name: listed.publisherName ?? '' },
    tags: row.tags,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function datasetDetail(
  listed: ListedDataset,
  links: LinkedCompetition[],
  files: DatasetFileRow[],
  lang: Lang,
  rights: { canEdit: boolean; canHide: boolean },
): DatasetDetail {
  const english = lang === 'en-US';
  return {
    ...datasetSummary(listed, links, lang),
    description: english ? listed.row.descriptionEn : listed.row.descriptionZh,
    files: files.map((file): DatasetFile => ({ id: file.id, name: file.name, size: file.size, url: fileUrl(listed.row.id, file.id) })),
    ...rights,
  };
}

/** The stored fields, both languages, for the edit form; the linked competitions named in the reader's language. */
export function datasetForEditing(row: DatasetRow, links: LinkedCompetition[], lang: Lang): DatasetForEditing {
  return {
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    licence: row.licence,
    tags: row.tags,
    competitions: links.map((link) => ({ id: link.id, name: link.names[lang] })),
  };
}
