#!/usr/bin/env node
// Content bundles (news items as Markdown with front matter, see docs/content.md) from the command line:
//   content import <folder> [more folders]   create or update the news items of each bundle (by slug)
//   content export <folder>                  write every news item out as a bundle (absolute times)
//   content import-demo                      import the demo bundle, api/demo/content (idempotent)
import path from 'node:path';
import { openDatabase } from '../db/open';
import type { Db } from '../db/types';
import { loadConfig } from '../lib/config';
import { demoContentFolder, exportNewsBundle, importNewsBundle, NewsBundleError } from '../modules/content';
import { exitWith } from './exit-with';

const USAGE = 'usage: content import <folder> [more folders] | export <folder> | import-demo';

/** Runs one command; answers the exit code. Exported for the tests, which pass their own database. */
export async function runContentCommand(
  argv: string[],
  open: () => Promise<{ db: Db; close: () => Promise<void> }>,
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
      const count = await exportNewsBundle(database.db, path.resolve(args[0]!));
      print(`exported ${count} news items to ${args[0]}`);
      return 0;
    }
    for (const folder of folders) {
      const items = await importNewsBundle(database.db, folder);
      const created = items.filter((item) => item.created).length;
      print(`${path.basename(folder)}: ${created} news items created, ${items.length - created} updated`);
    }
    return 0;
  } catch (error) {
    if (error instanceof NewsBundleError) {
      print(error.message);
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
    runContentCommand(process.argv.slice(2), () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 })),
  );
}
