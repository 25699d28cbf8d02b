// Installing a practice problem's files (from a bundle or a staff upload): the public data set under
// `data/`, the private answer checked by the scoring module's own reader for the problem's metric.
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/types';
import { AnswerFileError, loadAnswer } from '../../scoring';
import { metricOf } from './present';
import { setProblemFiles } from './repository';
import type { ProblemRow } from './schema';
import { answerPath, dataFolder, DATA_FILE_NAME } from './storage';

export class ProblemFileError extends Error {
  constructor(
    readonly kind: 'name' | 'answer',
    message: string,
  ) {
    super(message);
  }
}

/** Copies a data set in as the problem's public file; the previous one goes. */
export async function installData(db: Db, dataDir: string, problem: ProblemRow, source: string, name: string): Promise<number> {
  if (!DATA_FILE_NAME.test(name)) throw new ProblemFileError('name', `data file name "${name}" must be a plain .csv name`);
  const folder = dataFolder(dataDir, problem.slug);
  mkdirSync(folder, { recursive: true });
  const staged = path.join(folder, `.incoming-${randomBytes(6).toString('hex')}`);
  copyFileSync(source, staged);
  renameSync(staged, path.join(folder, name));
  if (problem.dataFile && problem.dataFile !== name) rmSync(path.join(folder, problem.dataFile), { force: true });
  const size = statSync(path.join(folder, name)).size;
  await setProblemFiles(db, problem.id, { dataFile: name, dataSize: size });
  return size;
}

/** Checks an answer file for the problem's metric and makes it the problem's answer. */
export async function installAnswer(db: Db, dataDir: string, problem: ProblemRow, source: string): Promise<number> {
  let answer;
  try {
    answer = await loadAnswer(source, metricOf(problem));
  } catch (error) {
    if (error instanceof AnswerFileError) throw new ProblemFileError('answer', error.message);
    throw error;
  }
  const target = answerPath(dataDir, problem.slug);
  mkdirSync(path.dirname(target), { recursive: true });
  const staged = `${target}.${randomBytes(6).toString('hex')}`;
  copyFileSync(source, staged);
  renameSync(staged, target);
  await setProblemFiles(db, problem.id, { answerTarget: answer.header[1]! });
  return answer.size;
}

/** Writes an uploaded stream to a temporary file beside the problem's files; answers its path and size. */
export async function receiveUpload(dataDir: string, problem: ProblemRow, stream: Readable): Promise<{ file: string; size: number }> {
  const folder = path.dirname(answerPath(dataDir, problem.slug));
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `.upload-${randomBytes(8).toString('hex')}`);
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  try {
    await pipeline(stream, createWriteStream(file));
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  return { file, size };
}
