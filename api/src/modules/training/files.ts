// Installing a practice problem's files (from a bundle or a staff upload): the public data set under
// `data/`, the private answer checked by the scoring module's own reader for the problem's metric.
// Files are staged first and put in place only once the rows that name them are written, so a failed
// write (a staff upload, or a whole bundle in one transaction) leaves the files as they were.
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/types';
import { AnswerFileError, loadAnswer, type MetricName } from '../../scoring';
import { metricOf } from './present';
import { setProblemFiles } from './repository';
import type { ProblemRow } from './schema';
import { answerPath, dataFolder, DATA_FILE_NAME, stagingFolder } from './storage';

export class ProblemFileError extends Error {
  constructor(
    readonly kind: 'name' | 'answer',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Copies of files in a staging folder beside the problems' folders: `commit` puts each in its place
 * (a rename, so a file is there whole or not at all) and removes the files they replace; `discard`
 * drops them, leaving the problems' files untouched.
 */
export class StagedFiles {
  private readonly folder: string;
  private readonly moves: Array<{ staged: string; target: string }> = [];
  private readonly replaced: string[] = [];

  constructor(dataDir: string) {
    this.folder = stagingFolder(dataDir, randomBytes(8).toString('hex'));
  }

  /** Stages a problem's data set under its name; the problem's previous data set goes on commit. */
  data(dataDir: string, problem: Pick<ProblemRow, 'slug' | 'dataFile'>, source: string, name: string): number {
    if (!DATA_FILE_NAME.test(name)) throw new ProblemFileError('name', `data file name "${name}" must be a plain .csv name`);
    const folder = dataFolder(dataDir, problem.slug);
    this.add(source, path.join(folder, name));
    if (problem.dataFile && problem.dataFile !== name) this.replaced.push(path.join(folder, problem.dataFile));
    return statSync(source).size;
  }

  /** Stages a problem's answer (checked before, by `checkAnswer`). */
  answer(dataDir: string, slug: string, source: string): void {
    this.add(source, answerPath(dataDir, slug));
  }

  commit(): void {
    for (const { staged, target } of this.moves.splice(0)) {
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(staged, target);
    }
    for (const file of this.replaced.splice(0)) rmSync(file, { force: true });
    this.discard();
  }

  discard(): void {
    this.moves.length = 0;
    this.replaced.length = 0;
    rmSync(this.folder, { recursive: true, force: true });
  }

  private add(source: string, target: string): void {
    mkdirSync(this.folder, { recursive: true });
    const staged = path.join(this.folder, String(this.moves.length));
    copyFileSync(source, staged);
    this.moves.push({ staged, target });
  }
}

/** Checks an answer file for a metric; answers the name of its target column. */
export async function checkAnswer(source: string, metric: MetricName): Promise<string> {
  try {
    return (await loadAnswer(source, metric)).header[1]!;
  } catch (error) {
    if (error instanceof AnswerFileError) throw new ProblemFileError('answer', error.message);
    throw error;
  }
}

/** Runs `stage` (which stages files and writes the row naming them), then puts the files in place; none when it fails. */
async function installStaged(dataDir: string, stage: (staged: StagedFiles) => Promise<void>): Promise<void> {
  const staged = new StagedFiles(dataDir);
  try {
    await stage(staged);
    staged.commit();
  } finally {
    staged.discard();
  }
}

/** Makes a file the problem's public data set; the previous one goes. Answers its size. */
export async function installData(db: Db, dataDir: string, problem: ProblemRow, source: string, name: string): Promise<number> {
  let size = 0;
  await installStaged(dataDir, async (staged) => {
    size = staged.data(dataDir, problem, source, name);
    await setProblemFiles(db, problem.id, { dataFile: name, dataSize: size });
  });
  return size;
}

/** Checks an answer file for the problem's metric and makes it the problem's answer. */
export async function installAnswer(db: Db, dataDir: string, problem: ProblemRow, source: string): Promise<void> {
  const target = await checkAnswer(source, metricOf(problem));
  await installStaged(dataDir, async (staged) => {
    staged.answer(dataDir, problem.slug, source);
    await setProblemFiles(db, problem.id, { answerTarget: target });
  });
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
