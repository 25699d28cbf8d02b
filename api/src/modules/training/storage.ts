// Where a practice problem's files live: `<files root>/training/<problem slug>/`, the public data set
// in `data/` (the only folder any route reads) and the private answer in `private/answer.csv`.
import path from 'node:path';
import { filesRoot } from '../../lib/data-folder';

/** A data set's file name: no path, no odd characters, a CSV. */
export const DATA_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}\.csv$/;

function problemFolder(dataDir: string, slug: string): string {
  return path.join(filesRoot(dataDir), 'training', slug);
}

export function dataFolder(dataDir: string, slug: string): string {
  return path.join(problemFolder(dataDir, slug), 'data');
}

export function answerPath(dataDir: string, slug: string): string {
  return path.join(problemFolder(dataDir, slug), 'private', 'answer.csv');
}
