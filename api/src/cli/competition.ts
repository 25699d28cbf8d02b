#!/usr/bin/env node
// Competition bundles from the command line:
//   competition import <folder>            create or update the competition the bundle describes
//   competition export <id|slug> <folder>  write a competition out as a bundle
//   competition import-demo                import every bundle under api/demo/competitions (idempotent)
// Staff decisions on cheating (the team's members get a notice, as through the API's staff routes):
//   competition cheat-cases <competitionId>                      flagged teams and appeals
//   competition flag-cheat <competitionId> <teamId> <reason…>    hide the team from the leaderboards
//   competition unflag-cheat <competitionId> <teamId>            put it back
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/open';
import { isAppError } from '../errors/app-error';
import { localise } from '../errors/catalogue';
import { loadConfig } from '../lib/config';
import { apiRoot } from '../lib/paths';
import { BundleError, exportBundle, importBundle } from '../modules/catalogue';
import { cheatCases, flagCheating, unflagCheating } from '../modules/teams';
import { exitWith } from './exit-with';

const USAGE =
  'usage: competition import <folder> | export <id|slug> <folder> | import-demo | cheat-cases <competitionId> | flag-cheat <competitionId> <teamId> <reason> | unflag-cheat <competitionId> <teamId>';
const CHEAT_COMMANDS = ['cheat-cases', 'flag-cheat', 'unflag-cheat'];
/** Who a verdict taken on the command line is recorded as. */
const CLI_STAFF = 'cli';

const id = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The cheating commands against a running app (its database and job queue, for the notices). */
export async function runCheatCommand(app: FastifyInstance, argv: string[], print: (line: string) => void = console.log): Promise<number> {
  const [command, competitionArg, teamArg, ...reasonWords] = argv;
  const competitionId = id(competitionArg);
  const teamId = id(teamArg);
  const reason = reasonWords.join(' ').trim();
  try {
    if (command === 'cheat-cases' && competitionId) {
      const cases = await cheatCases(app, competitionId);
      for (const f of cases.flagged) print(`flagged\tteam ${f.teamId}\t${f.teamName}\t${f.reason}\t${f.flaggedBy}\t${f.createdAt}`);
      for (const a of cases.appeals) print(`appeal ${a.id}\t${a.status}\tteam ${a.teamId}\t${a.teamName}\t${a.content}`);
      if (cases.flagged.length + cases.appeals.length === 0) print('no cheating cases');
      return 0;
    }
    if (command === 'flag-cheat' && competitionId && teamId && reason) {
      const flagged = await flagCheating(app, competitionId, teamId, reason, CLI_STAFF);
      print(`team ${flagged.teamId} (${flagged.teamName}) flagged as cheating: ${flagged.reason}`);
      return 0;
    }
    if (command === 'unflag-cheat' && competitionId && teamId) {
      await unflagCheating(app, competitionId, teamId, CLI_STAFF);
      print(`team ${teamId} is no longer flagged`);
      return 0;
    }
    print(USAGE);
    return 2;
  } catch (error) {
    if (!isAppError(error)) throw error;
    print(localise(error.code, 'en-US', error.params));
    return 1;
  }
}

export const demoFolder = path.join(apiRoot, 'demo', 'competitions');

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command && CHEAT_COMMANDS.includes(command)) {
    const app = await buildApp({ logger: false });
    await app.ready();
    try {
      const code = await runCheatCommand(app, argv);
      // Let the notice jobs reach the queue's worker before the process ends.
      await app.jobs.drain().catch(() => undefined);
      return code;
    } finally {
      await app.close();
    }
  }
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

if (require.main === module) {
  exitWith(main(process.argv.slice(2)));
}
