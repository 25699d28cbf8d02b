// Where a practice problem's files live: `<files root>/training/<problem slug>/`, the public data set
// in `data/` (the only folder any route reads) and the private answer in `private/answer.csv`; files
// being installed wait in `<files root>/training/.incoming-<id>/`.
import path from 'node:path';
import { filesRoot } from '../../lib/data-folder';

/** A data set's file name: no path, no odd characters, a CSV. */
export const DATA_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}\.csv$/;

function problemFolder(dataDir: string, slug: string): string {
  return path.join(filesRoot(dataDir), 'training', slug);
}

/** Where files wait to be put in place (a slug never starts with a dot, so no problem's folder is named so). */
export function stagingFolder(dataDir: string, id: string): string {
  return path.join(filesRoot(dataDir), 'training', `.incoming-${id}`);
}

export function dataFolder(dataDir: string, slug: string): string {
  return path.join(problemFolder(dataDir, slug), 'data');
}

export function answerPath(dataDir: string, slug: string): string {
  return path.join(problemFolder(dataDir, slug), 'private', 'answer.csv');
}
