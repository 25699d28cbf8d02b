// Datasets of a competition: downloads need the dataset agreement first, and each one is logged.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { competitionFolder, competitionOrFail } from '../catalogue';
import type { UserRow } from '../users';
import { hasAgreed } from './repository';
import { datasetAgreements, downloadLogs } from './schema';

export async function agreeToDatasets(app: FastifyInstance, id: number, user: UserRow) {
  await competitionOrFail(app.db, id);
  await app.db.insert(datasetAgreements).values({ competitionId: id, userId: user.id }).onConflictDoNothing();
  return { id, isAgree: true };
}

/** Logs the download of a listed dataset file; answers where it is stored. */
export async function logDownload(app: FastifyInstance, id: number, user: UserRow, file: string) {
  const competition = await competitionOrFail(app.db, id);
  if (!(await hasAgreed(app.db, id, user.id))) raise('DATASET_AGREEMENT_REQUIRED');
  const dataset = competition.datasets.find((d) => d.name === file) ?? raise('DATASET_NOT_FOUND');
  await app.db.insert(downloadLogs).values({ competitionId: id, userId: user.id, file: dataset.name });
  // Only files listed as datasets are reachable; the answer lives in another folder.
  return { name: dataset.name, stored: path.join(competitionFolder(app.config.dataDir, competition.slug), 'datasets', dataset.stored) };
}
