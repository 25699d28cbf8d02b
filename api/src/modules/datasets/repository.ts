// SQL of the datasets catalogue: the datasets with their files' total size, their linked
// competitions, their files, and the download log.
import type { DatasetLicence, DatasetSort } from '@dcic/shared/contract';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { containsPattern } from '../../lib/like-pattern';
import { competitions } from '../catalogue';
import { users } from '../users';
import {
  datasetCompetitions,
  datasetDownloads,
  datasetFiles,
  datasets,
  type DatasetFileRow,
  type DatasetRow,
  type NewDatasetRow,
} from './schema';

export interface DatasetFilter {
  search?: string;
  licence?: DatasetLicence;
  competitionId?: number;
  /** Linked to a competition of this race category. */
  raceId?: number;
  tag?: string;
  publisherId?: number;
  /** Hidden datasets are left out unless this is set (their publisher, staff). */
  withHidden?: boolean;
}

function matching(filter: DatasetFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (!filter.withHidden) conditions.push(eq(datasets.hidden, false));
  if (filter.licence) conditions.push(eq(datasets.licence, filter.licence));
  if (filter.publisherId) conditions.push(eq(datasets.publisherId, filter.publisherId));
  if (filter.tag) conditions.push(arrayContains(datasets.tags, [filter.tag]));
  if (filter.competitionId)
    conditions.push(
      sql`exists (select 1 from ${datasetCompetitions} where ${datasetCompetitions.datasetId} = ${datasets.id} and ${datasetCompetitions.competitionId} = ${filter.competitionId})`,
    );
  if (filter.raceId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${datasetCompetitions} inner join ${competitions} on ${competitions.id} = ${datasetCompetitions.competitionId} where ${datasetCompetitions.datasetId} = ${datasets.id} and ${competitions.raceId} = ${filter.raceId})`,
    );
  if (filter.search) {
    // Both languages and the tags, so a reader finds a dataset whichever language they search in
    // (ILIKE finds a run of Chinese characters as well: no word splitting is needed).
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(datasets.nameZh, pattern),
        ilike(datasets.nameEn, pattern),
        ilike(datasets.descriptionZh, pattern),
        ilike(datasets.descriptionEn, pattern),
        sql`array_to_string(${datasets.tags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const totalSize = sql<string>`coalesce((select sum(${datasetFiles.size}) from ${datasetFiles} where ${datasetFiles.datasetId} = ${datasets.id}), 0)`;
const fileCount = sql<string>`(select count(*) from ${datasetFiles} where ${datasetFiles.datasetId} = ${datasets.id})`;

export interface ListedDataset {
  row: DatasetRow;
  size: number;
  fileCount: number;
  publisherName: string | null;
}

const ORDERS: Record<DatasetSort, SQL[]> = {
  latest: [desc(datasets.createdAt), desc(datasets.id)],
  downloads: [desc(datasets.downloads), desc(datasets.createdAt), desc(datasets.id)],
};

async function selectDatasets(db: Db, where: SQL | undefined, sort: DatasetSort, limit: number, offset: number): Promise<ListedDataset[]> {
  const rows = await db
    .select({ row: datasets, size: totalSize, fileCount, userName: users.userName, name: users.name })
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.publisherId))
    .where(where)
    .orderBy(...ORDERS[sort])
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    row: r.row,
    size: Number(r.size),
    fileCount: Number(r.fileCount),
    publisherName: r.row.publisherId === null ? null : r.name || r.userName,
  }));
}

export async function listDatasetRows(
  db: Db,
  filter: DatasetFilter,
  sort: DatasetSort,
  limit: number,
  offset: number,
): Promise<{ rows: ListedDataset[]; total: number }> {
  const where = matching(filter);
  const [rows, [counted]] = await Promise.all([
    selectDatasets(db, where, sort, limit, offset),
    db.select({ total: count() }).from(datasets).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function datasetById(db: Db, id: number): Promise<ListedDataset | null> {
  const [found] = await selectDatasets(db, eq(datasets.id, id), 'latest', 1, 0);
  return found ?? null;
}

export interface LinkedCompetition {
  datasetId: number;
  id: number;
  names: { 'zh-CN': string; 'en-US': string };
}

export async function competitionsOf(db: Db, datasetIds: number[]): Promise<LinkedCompetition[]> {
  if (datasetIds.length === 0) return [];
  const rows = await db
    .select({ datasetId: datasetCompetitions.datasetId, id: competitions.id, content: competitions.content })
    .from(datasetCompetitions)
    .innerJoin(competitions, eq(competitions.id, datasetCompetitions.competitionId))
    .where(inArray(datasetCompetitions.datasetId, datasetIds))
    .orderBy(asc(competitions.id));
  return rows.map((r) => ({
    datasetId: r.datasetId,
    id: r.id,
    names: { 'zh-CN': r.content['zh-CN'].name, 'en-US': r.content['en-US'].name },
  }));
}

export function filesOf(db: Db, datasetId: number): Promise<DatasetFileRow[]> {
  return db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, datasetId)).orderBy(asc(datasetFiles.sort), asc(datasetFiles.id));
}

export async function fileOf(db: Db, datasetId: number, fileId: number): Promise<{ file: DatasetFileRow; dataset: DatasetRow } | null> {
  const [found] = await db
    .select({ file: datasetFiles, dataset: datasets })
    .from(datasetFiles)
    .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
    .where(and(eq(datasetFiles.id, fileId), eq(datasetFiles.datasetId, datasetId)));
  return found ?? null;
}

/** Logs a download and counts it on the dataset, both or neither. */
export async function recordDownload(db: Db, datasetId: number, fileId: number, userId: number | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(datasetDownloads).values({ datasetId, fileId, userId, downloadedAt: now });
    await tx
      .update(datasets)
      .set({ downloads: sql`${datasets.downloads} + 1` })
      .where(eq(datasets.id, datasetId));
  });
}

/** Which of these competitions exist. */
export async function existingCompetitionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: competitions.id }).from(competitions).where(inArray(competitions.id, ids));
  return new Set(rows.map((r) => r.id));
}

export interface NewDataset {
  row: NewDatasetRow;
  files: Array<{ name: string; storedName: string; size: number }>;
  competitionIds: number[];
}

/** Writes a dataset with its files and links in one transaction: all of it or nothing. */
export async function insertDataset(db: Db, dataset: NewDataset): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(datasets).values(dataset.row).returning({ id: datasets.id });
    const id = inserted!.id;
    await tx.insert(datasetFiles).values(dataset.files.map((file, sort) => ({ ...file, datasetId: id, sort })));
    if (dataset.competitionIds.length)
      await tx.insert(datasetCompetitions).values(dataset.competitionIds.map((competitionId) => ({ datasetId: id, competitionId })));
    return id;
  });
}

/** Replaces a dataset's own fields and its links, in one transaction. */
export async function updateDataset(db: Db, id: number, row: Partial<NewDatasetRow>, competitionIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(datasets)
      .set({ ...row, updatedAt: new Date() })
      .where(eq(datasets.id, id));
    await tx.delete(datasetCompetitions).where(eq(datasetCompetitions.datasetId, id));
    if (competitionIds.length)
      await tx.insert(datasetCompetitions).values(competitionIds.map((competitionId) => ({ datasetId: id, competitionId })));
  });
}

/** Deletes a dataset (its files' rows, links and log go with it); answers the stored names of its files. */
export async function deleteDataset(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx.select({ storedName: datasetFiles.storedName }).from(datasetFiles).where(eq(datasetFiles.datasetId, id));
    await tx.delete(datasets).where(eq(datasets.id, id));
    return files.map((f) => f.storedName);
  });
}

export async function setHidden(db: Db, id: number, hidden: boolean): Promise<boolean> {
  const rows = await db.update(datasets).set({ hidden }).where(eq(datasets.id, id)).returning({ id: datasets.id });
  return rows.length > 0;
}

export async function tagCounts(db: Db): Promise<Array<{ tag: string; count: number }>> {
  const result = await db.execute(
    sql`select tag, count(*) as count from ${datasets}, unnest(${datasets.tags}) as tag where ${datasets.hidden} = false group by tag order by count(*) desc, tag asc limit 30`,
  );
  return (result as unknown as { rows: Array<{ tag: string; count: string | number }> }).rows.map((r) => ({
    tag: r.tag,
    count: Number(r.count),
  }));
}

export async function competitionCounts(db: Db): Promise<Array<{ id: number; names: LinkedCompetition['names']; count: number }>> {
  const rows = await db
    .select({ id: competitions.id, content: competitions.content, count: count() })
    .from(datasetCompetitions)
    .innerJoin(competitions, eq(competitions.id, datasetCompetitions.competitionId))
    .innerJoin(datasets, eq(datasets.id, datasetCompetitions.datasetId))
    .where(eq(datasets.hidden, false))
    .groupBy(competitions.id, competitions.content)
    .orderBy(asc(competitions.id));
  return rows.map((r) => ({
    id: r.id,
    names: { 'zh-CN': r.content['zh-CN'].name, 'en-US': r.content['en-US'].name },
    count: Number(r.count),
  }));
}

/** Datasets in the catalogue (the home page's count). */
export async function countVisibleDatasets(db: Db): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(datasets).where(eq(datasets.hidden, false));
  return Number(counted?.total ?? 0);
}
