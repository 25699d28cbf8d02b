#!/usr/bin/env node
// Competition bundles from the command line:
//   competition import <folder>            create or update the competition the bundle describes
//   competition export <id|slug> <folder>  write a competition out as a bundle
//   competition import-demo                import every bundle under api/demo/competitions (idempotent)
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/open';
import { loadConfig } from '../lib/config';
import { apiRoot } from '../lib/paths';
import { BundleError, exportBundle, importBundle } from '../modules/catalogue';

const USAGE = 'usage: competition import <folder> | export <id|slug> <folder> | import-demo';

export const demoFolder = path.join(apiRoot, 'demo', 'competitions');

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || !['import', 'export', 'import-demo'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    if (command === 'export') {
      const [which, folder] = args;
      if (!which || !folder) throw new BundleError(USAGE);
      await exportBundle(database.db, config.dataDir, which, path.resolve(folder));
      console.log(`exported ${which} to ${folder}`);
      return 0;
    }
    const folders =
      command === 'import'
        ? args.map((folder) => path.resolve(folder))
        : readdirSync(demoFolder)
            .map((name) => path.join(demoFolder, name))
            .filter((folder) => statSync(folder).isDirectory())
            .sort();
    if (folders.length === 0) throw new BundleError(USAGE);
    for (const folder of folders) {
      const { id, created } = await importBundle(database.db, config.dataDir, folder);
      console.log(`${created ? 'created' : 'updated'} competition ${id} from ${path.basename(folder)}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BundleError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
