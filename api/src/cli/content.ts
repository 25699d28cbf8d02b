#!/usr/bin/env node
// Content bundles (news, special contests, pages, past editions, experts as Markdown with front
// matter and images, see docs/content.md) from the command line:
//   content import <folder> [more folders]   create or update the content of each bundle (by key)
//   content export <folder>                  write all content out as one bundle (absolute times, images as files)
//   content import-demo                      import the demo bundle, api/demo/content (idempotent)
import path from 'node:path';
import { BundleFileError } from '../lib/markdown-bundle';
import { demoContentFolder, exportContentBundle, importContentBundle } from '../modules/content';
import { type BundleStores, openBundleStores } from './bundle-stores';
import { exitWith } from './exit-with';

const USAGE = 'usage: content import <folder> [more folders] | export <folder> | import-demo';

/** Runs one command; answers the exit code. Exported for the tests, which pass their own database and file store. */
export async function runContentCommand(
  argv: string[],
  open: () => Promise<Omit<BundleStores, 'dataDir'>>,
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...args] = argv;
  const folders = command === 'import' ? args.map((folder) => path.resolve(folder)) : command === 'import-demo' ? [demoContentFolder] : [];
  if (!(folders.length > 0 || (command === 'export' && args.length === 1))) {
    print(USAGE);
    return 2;
  }
  const database = await open();
  try {
    if (command === 'export') {
      const count = await exportContentBundle(database.db, database.files, path.resolve(args[0]!));
      print(
        `exported ${count.news} news items, ${count.special} special contests, ${count.pages} pages, ` +
          `${count.editions} editions, ${count.experts} experts to ${args[0]}`,
      );
      return 0;
    }
    for (const folder of folders) {
      const done = await importContentBundle(database.db, database.files, folder);
      const name = path.basename(folder);
      print(`${name}: ${done.special} special contests, ${done.pages} pages, ${done.editions} editions, ${done.experts} experts imported`);
      print(`${name}: ${done.news.created} news items created, ${done.news.updated} updated`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BundleFileError) {
      print(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (require.main === module) exitWith(runContentCommand(process.argv.slice(2), openBundleStores));
