#!/usr/bin/env node
// Training bundles (courses as Markdown with front matter and images, with their practice problems'
// data and answer files, see docs/training.md) from the command line:
//   training import <folder> [more folders]   create or update the courses of each bundle's training/ folder (by slug)
//   training export <folder>                  write every course out as one bundle (answers and images as files)
//   training import-demo                      import the demo courses, api/demo/content/training (idempotent)
import path from 'node:path';
import { isAppError } from '../errors/app-error';
import { localise } from '../errors/catalogue';
import { BundleFileError } from '../lib/markdown-bundle';
import { demoTrainingFolder, exportTrainingBundle, importTrainingBundle } from '../modules/training';
import { type BundleStores, openBundleStores } from './bundle-stores';
import { exitWith } from './exit-with';

const USAGE = 'usage: training import <folder> [more folders] | export <folder> | import-demo';

/** Runs one command; answers the exit code. Exported for the tests, which pass their own database, file store and data folder. */
export async function runTrainingCommand(
  argv: string[],
  open: () => Promise<BundleStores>,
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...args] = argv;
  const folders = command === 'import' ? args.map((folder) => path.resolve(folder)) : command === 'import-demo' ? [demoTrainingFolder] : [];
  if (!(folders.length > 0 || (command === 'export' && args.length === 1))) {
    print(USAGE);
    return 2;
  }
  const database = await open();
  try {
    if (command === 'export') {
      const count = await exportTrainingBundle(database.db, database.files, database.dataDir, path.resolve(args[0]!));
      print(`exported ${count} courses to ${args[0]}`);
      return 0;
    }
    for (const folder of folders) {
      const courses = await importTrainingBundle(database.db, database.files, database.dataDir, folder);
      const created = courses.filter((course) => course.created).length;
      print(`${path.basename(folder)}: ${created} courses created, ${courses.length - created} updated`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BundleFileError) {
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

if (require.main === module) exitWith(runTrainingCommand(process.argv.slice(2), openBundleStores));
