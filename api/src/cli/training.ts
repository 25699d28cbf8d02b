#!/usr/bin/env node
// Training bundles (courses as Markdown with front matter, with their practice problems' data and
// answer files, see docs/training.md) from the command line:
//   training import <folder> [more folders]   create or update the courses of each bundle's training/ folder (by slug)
//   training import-demo                      import the demo courses, api/demo/content/training (idempotent)
import path from 'node:path';
import { openDatabase } from '../db/open';
import type { Db } from '../db/types';
import { isAppError } from '../errors/app-error';
import { localise } from '../errors/catalogue';
import { loadConfig } from '../lib/config';
import { demoTrainingFolder, importTrainingBundle, TrainingBundleError } from '../modules/training';
import { exitWith } from './exit-with';

const USAGE = 'usage: training import <folder> [more folders] | import-demo';

/** Runs one command; answers the exit code. Exported for the tests, which pass their own database and data folder. */
export async function runTrainingCommand(
  argv: string[],
  open: () => Promise<{ db: Db; dataDir: string; close: () => Promise<void> }>,
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...args] = argv;
  const folders = command === 'import' ? args.map((folder) => path.resolve(folder)) : command === 'import-demo' ? [demoTrainingFolder] : [];
  if (folders.length === 0) {
    print(USAGE);
    return 2;
  }
  const database = await open();
  try {
    for (const folder of folders) {
      const courses = await importTrainingBundle(database.db, database.dataDir, folder);
      const created = courses.filter((course) => course.created).length;
      print(`${path.basename(folder)}: ${created} courses created, ${courses.length - created} updated`);
    }
    return 0;
  } catch (error) {
    if (error instanceof TrainingBundleError) {
      print(error.message);
      return 1;
    }
    if (isAppError(error)) {
      print(localise(error.code, 'en-US', error.params));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  const config = loadConfig();
  exitWith(
    runTrainingCommand(process.argv.slice(2), async () => {
      const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
      return { ...opened, dataDir: config.dataDir };
    }),
  );
}
