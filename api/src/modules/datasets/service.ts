// Rules of the datasets catalogue: anybody browses and downloads what is not hidden (each download is
// logged and counted); signed-in users publish; only a dataset's publisher or staff change or delete
// it; staff hide one. Competitions' answer files are never part of a dataset: only files published
// here (or copied from a competition's public data) are stored in the datasets bucket.
import {
  DATASET_FILE_MAX_BYTES,
  DATASET_FILES_MAX,
  DatasetFields,
  type DatasetDetail,
  type DatasetFacets,
  type DatasetForEditing,
  type DatasetInput,
  type DatasetLicence,
  type DatasetList,
  type DatasetSort,
  type Lang,
  publishDataset,
} from '@dcic/shared/contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { isAppError, raise } from '../../errors/app-error';
import { keepOnlySafeArchive } from '../../lib/archive-check';
import { formatsByContent } from '../../lib/file-type';
import { inField } from '../../lib/upload-field';
import { uploadedFileName, validateFields } from '../../lib/validator';
import { allRaces } from '../catalogue';
import type { UserRow } from '../users';
import { datasetDetail, datasetForEditing, datasetSummary } from './present';
import * as repository from './repository';
import type { DatasetRow } from './schema';

/** Who is asking: a signed-in user (or nobody), and whether they are staff. */
export interface Viewer {
  user: UserRow | null;
  staff: boolean;
}

const BUCKET = 'datasets';
/** Stored files all get one extension: the name a file came with is kept as data only. */
const STORED_EXTENSION = '.dat';

const mayChange = (viewer: Viewer, row: DatasetRow) => viewer.staff || (viewer.user !== null && row.publisherId === viewer.user.id);

export interface DatasetListOptions {
  search?: string;
  licence?: DatasetLicence;
  competition?: number;
  race?: string;
  tag?: string;
  sort: DatasetSort;
  page: number;
  perPage: number;
}

async function presentPage(app: FastifyInstance, filter: repository.DatasetFilter, options: DatasetListOptions, lang: Lang) {
  const { rows, total } = await repository.listDatasetRows(
    app.db,
    filter,
    options.sort,
    options.perPage,
    (options.page - 1) * options.perPage,
  );
  const links = await repository.competitionsOf(
    app.db,
    rows.map((listed) => listed.row.id),
  );
  return { list: rows.map((listed) => datasetSummary(listed, links, lang)), total };
}

export async function listDatasets(app: FastifyInstance, options: DatasetListOptions, lang: Lang): Promise<DatasetList> {
  let raceId: number | undefined;
  if (options.race) {
    const race = (await allRaces(app.db)).find((r) => r.code === options.race);
    if (!race) return { list: [], total: 0 };
    raceId = race.id;
  }
  const filter = {
    search: options.search || undefined,
    licence: options.licence,
    competitionId: options.competition,
    raceId,
    tag: options.tag || undefined,
  };
  return presentPage(app, filter, options, lang);
}

/** The home page's latest datasets: the newest a visitor sees. */
export async function latestDatasets(app: FastifyInstance, count: number, lang: Lang): Promise<DatasetList['list']> {
  return (await presentPage(app, {}, { sort: 'latest', page: 1, perPage: count }, lang)).list;
}

/** A user's datasets (the profile's tab): hidden ones only to that user and staff. */
export async function userDatasets(
  app: FastifyInstance,
  viewer: Viewer,
  userId: number,
  page: { page: number; perPage: number },
  lang: Lang,
): Promise<DatasetList> {
  const withHidden = viewer.staff || viewer.user?.id === userId;
  return presentPage(app, { publisherId: userId, withHidden }, { ...page, sort: 'latest' }, lang);
}

async function visibleDataset(app: FastifyInstance, viewer: Viewer, id: number) {
  const listed = await repository.datasetById(app.db, id);
  if (!listed || (listed.row.hidden && !mayChange(viewer, listed.row))) raise('NOT_FOUND');
  return listed;
}

export async function readDataset(app: FastifyInstance, viewer: Viewer, id: number, lang: Lang): Promise<DatasetDetail> {
  const listed = await visibleDataset(app, viewer, id);
  const [links, files] = await Promise.all([repository.competitionsOf(app.db, [id]), repository.filesOf(app.db, id)]);
  return datasetDetail(listed, links, files, lang, { canEdit: mayChange(viewer, listed.row), canHide: viewer.staff });
}

export async function facets(app: FastifyInstance, lang: Lang): Promise<DatasetFacets> {
  const [tags, competitions, races] = await Promise.all([
    repository.tagCounts(app.db),
    repository.competitionCounts(app.db),
    allRaces(app.db),
  ]);
  return {
    tags,
    competitions: competitions.map((c) => ({ id: c.id, name: c.names[lang], count: c.count })),
    races: races.map((race) => ({ code: race.code, name: lang === 'en-US' ? race.nameEn : race.nameCn })),
  };
}

/**
 * A file to download: its stream, opened before anything is recorded, then the download logged and
 * counted. Only files of the datasets bucket are reachable, by their row's id.
 */
export async function download(
  app: FastifyInstance,
  viewer: Viewer,
  id: number,
  fileId: number,
  now: Date,
): Promise<{ stream: Readable; name: string; size: number }> {
  const found = await repository.fileOf(app.db, id, fileId);
  if (!found || (found.dataset.hidden && !mayChange(viewer, found.dataset))) raise('NOT_FOUND');
  const stream = (await app.files.stream(BUCKET, found.file.storedName)) ?? raise('NOT_FOUND');
  try {
    await repository.recordDownload(app.db, id, fileId, viewer.user?.id ?? null, now);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { stream, name: found.file.name, size: found.file.size };
}

/**
 * The name a file came with, safe to show and to send back in Content-Disposition: the last segment
 * of any path (either slash), no control characters, not empty and not a dot name.
 */
export function datasetFileName(raw: string): string | null {
  const name = uploadedFileName(raw.split(/[\\/]/).pop() ?? '')
    .replace(/["<>|:*?]/g, '_')
    .trim();
  if (!name || name.startsWith('.')) return null;
  return name;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function isFile(part: Multipart): part is Extract<Multipart, { type: 'file' }> {
  return part.type === 'file';
}

/** The columns of a dataset's own fields. */
function columns(fields: {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  licence: DatasetLicence;
  tags: string[];
}) {
  return {
    nameZh: fields.nameZh,
    nameEn: fields.nameEn,
    descriptionZh: fields.descriptionZh,
    descriptionEn: fields.descriptionEn,
    licence: fields.licence,
    tags: [...new Set(fields.tags)],
  };
}

async function checkCompetitions(app: FastifyInstance, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const existing = await repository.existingCompetitionIds(app.db, unique);
  const unknown = unique.find((id) => !existing.has(id));
  if (unknown !== undefined) raise('DATASET_UNKNOWN_COMPETITION', { id: unknown });
  return unique;
}

/**
 * Publishes a dataset from a multipart body: the text fields first, then one or more files. The
 * fields and linked competitions are checked before any file is read; every file is stored as it
 * streams (cut off past the size limit); the rows are written in one transaction once all files are
 * in. Whatever fails, the files stored so far are removed and no row is left.
 */
export async function publish(app: FastifyInstance, user: UserRow, parts: AsyncIterable<Multipart>, now: Date): Promise<{ id: number }> {
  const values: Record<string, unknown> = {};
  let fields: ReturnType<typeof DatasetFields.parse> | undefined;
  let competitionIds: number[] = [];
  const stored: Array<{ name: string; storedName: string; size: number }> = [];
  try {
    try {
      for await (const part of parts) {
        if (!isFile(part)) {
          if (!fields) values[part.fieldname] = part.value;
          continue;
        }
        await inField(part, publishDataset.multipart.file);
        if (!fields) {
          fields = validateFields(DatasetFields, values);
          competitionIds = await checkCompetitions(app, fields.competitionIds);
        }
        const name = datasetFileName(part.filename);
        if (!name || stored.some((file) => file.name === name)) {
          part.file.resume();
          raise('DATASET_FILE_NAME', { name: name ?? part.filename.replace(/\p{Cc}/gu, '').slice(0, 100) });
        }
        let saved;
        try {
          saved = await app.files.saveStream(BUCKET, part.file, STORED_EXTENSION);
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            raise('DATASET_FILE_TOO_LARGE', { max: megabytes(DATASET_FILE_MAX_BYTES) });
          // A broken or cut-off multipart body is the client's fault, not a server error.
          raise('BAD_REQUEST');
        }
        stored.push({ name, storedName: saved.name, size: saved.size });
        if (part.file.truncated || saved.size > DATASET_FILE_MAX_BYTES)
          raise('DATASET_FILE_TOO_LARGE', { max: megabytes(DATASET_FILE_MAX_BYTES) });
        // Any file type is published, but an archive is looked into first: a zip or gzip bomb is refused.
        const formats = formatsByContent(saved.head);
        if (formats.includes('zip')) await keepOnlySafeArchive(app.files, BUCKET, saved.name, 'zip');
        else if (formats.includes('gz')) await keepOnlySafeArchive(app.files, BUCKET, saved.name, 'gzip');
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') raise('DATASET_TOO_MANY_FILES', { max: DATASET_FILES_MAX });
      if (code === 'FST_REQ_FILE_TOO_LARGE') raise('DATASET_FILE_TOO_LARGE', { max: megabytes(DATASET_FILE_MAX_BYTES) });
      if (isAppError(error) || (error as { validation?: unknown }).validation) throw error;
      // Anything else the multipart reader throws (a cut-off or malformed body) is the client's fault.
      raise('BAD_REQUEST');
    }
    if (!fields) {
      // No file came: the fields are still checked first, so a form without them says what is missing.
      validateFields(DatasetFields, values);
      raise('DATASET_FILES_REQUIRED');
    }
    const id = await repository.insertDataset(app.db, {
      row: { ...columns(fields), publisherId: user.id, createdAt: now, updatedAt: now },
      files: stored,
      competitionIds,
    });
    return { id };
  } catch (error) {
    await Promise.all(stored.map((file) => app.files.remove(BUCKET, file.storedName)));
    throw error;
  }
}

/** A dataset the viewer may change; a hidden one stays a 404 for anybody else, as it does when read. */
async function changeable(app: FastifyInstance, viewer: Viewer, id: number): Promise<DatasetRow> {
  const { row } = await visibleDataset(app, viewer, id);
  if (!mayChange(viewer, row)) raise('DATASET_NOT_PUBLISHER');
  return row;
}

export async function readForEditing(app: FastifyInstance, viewer: Viewer, id: number, lang: Lang): Promise<DatasetForEditing> {
  const row = await changeable(app, viewer, id);
  return datasetForEditing(row, await repository.competitionsOf(app.db, [id]), lang);
}

export async function update(app: FastifyInstance, viewer: Viewer, id: number, input: Required<DatasetInput>): Promise<{ id: number }> {
  await changeable(app, viewer, id);
  const competitionIds = await checkCompetitions(app, input.competitionIds);
  await repository.updateDataset(app.db, id, columns(input), competitionIds);
  return { id };
}

export async function remove(app: FastifyInstance, viewer: Viewer, id: number): Promise<{ id: number }> {
  await changeable(app, viewer, id);
  const storedNames = await repository.deleteDataset(app.db, id);
  await Promise.all(storedNames.map((name) => app.files.remove(BUCKET, name)));
  return { id };
}

export async function setHidden(app: FastifyInstance, id: number, hidden: boolean): Promise<{ id: number }> {
  if (!(await repository.setHidden(app.db, id, hidden))) raise('NOT_FOUND');
  return { id };
}
