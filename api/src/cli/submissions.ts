#!/usr/bin/env node
// Submissions from the command line (staff):
//   submissions rescore --competition <id>   score every scored or failed file of the competition again
//   submissions rescore --submission <id>    score one file again
// against the competition's current answer (after an answer fix). The files are queued behind the
// teams' uploads and scored by this process's scoring threads together with any running API's;
// progress is printed until every file is done (--no-wait: queue and leave it to the API).
// With the embedded database, stop the API first: one process opens it at a time.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { isAppError } from '../errors/app-error';
import { localise } from '../errors/catalogue';
import { requestRescore, rescoreProgress, submissions } from '../modules/submissions';
import { exitWith } from './exit-with';

const USAGE = 'usage: submissions rescore --competition <id> | --submission <id> [--no-wait]';
/** Who a re-score asked on the command line is recorded as. */
const CLI_STAFF = 'cli';
const POLL_MS = 1000;

const id = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

export async function runRescoreCommand(
  app: FastifyInstance,
  argv: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, option, value, ...rest] = argv;
  const target = id(value);
  const wait = !rest.includes('--no-wait');
  if (command !== 'rescore' || !target || (option !== '--competition' && option !== '--submission')) {
    print(USAGE);
    return 2;
  }
  try {
    let competitionId = target;
    let submissionId: number | undefined;
    if (option === '--submission') {
      const [row] = await app.db.select({ competitionId: submissions.competitionId }).from(submissions).where(eq(submissions.id, target));
      if (!row) {
        print(localise('SUBMISSION_NOT_FOUND', 'en-US', {}));
        return 1;
      }
      competitionId = row.competitionId;
      submissionId = target;
    }
    let progress = await requestRescore(app, competitionId, submissionId, CLI_STAFF);
    const line = () =>
      `re-score ${progress.id} of competition ${progress.competitionId}: ${progress.total} files, ${progress.queued} queued, ${progress.done} done, ${progress.failed} failed`;
    print(line());
    if (!wait) return 0;
    let shown = line();
    while (!progress.finished) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      progress = await rescoreProgress(app.db, competitionId, progress.id);
      if (line() !== shown) print((shown = line()));
    }
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    print(localise(error.code, 'en-US', error.params));
    return 1;
  }
}

async function main(argv: string[]): Promise<number> {
  const app = await buildApp({ logger: false });
  await app.ready();
  try {
    return await runRescoreCommand(app, argv);
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  exitWith(main(process.argv.slice(2)));
}
