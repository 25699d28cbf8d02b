#!/usr/bin/env node
// Staff decision on an identity authentication under review, from the command line:
//   review-authentication list
//   review-authentication approve <userId>
//   review-authentication reject <userId> <reason…>
// Uses the API's configuration (DATABASE_URL or the PGlite folder; stop the API first when it runs
// on PGlite, which allows one process). The user gets the result notice like through the API route.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { isAppError } from '../errors/app-error';
import { localise } from '../errors/catalogue';
import { reviewAuthentication, userAuthentications, users } from '../modules/users';

const USAGE = 'usage: review-authentication list | approve <userId> | reject <userId> <reason>';

export async function runReview(app: FastifyInstance, argv: string[], print: (line: string) => void = console.log): Promise<number> {
  const [command, userId, ...reason] = argv;
  try {
    if (command === 'list') {
      const rows = await app.db
        .select({
          userId: userAuthentications.userId,
          name: users.name,
          authType: userAuthentications.authType,
          trueName: userAuthentications.trueName,
          submittedAt: userAuthentications.submittedAt,
        })
        .from(userAuthentications)
        .innerJoin(users, eq(users.id, userAuthentications.userId))
        .where(eq(userAuthentications.status, 'reviewing'));
      for (const row of rows) print(`${row.userId}\t${row.authType}\t${row.trueName}\t${row.name}\t${row.submittedAt.toISOString()}`);
      if (rows.length === 0) print('nothing to review');
      return 0;
    }
    if ((command !== 'approve' && command !== 'reject') || !userId) {
      print(USAGE);
      return 2;
    }
    const record = await reviewAuthentication(app, userId, { decision: command, reason: reason.join(' ') });
    print(`user ${userId}: ${record.status}`);
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    print(localise(error.code, 'en-US', error.params));
    return 1;
  }
}

if (require.main === module) {
  void (async () => {
    const app = await buildApp({ logger: false });
    await app.ready();
    try {
      process.exitCode = await runReview(app, process.argv.slice(2));
      // Let the notice job reach the queue's worker before the process ends.
      await app.jobs.drain().catch(() => undefined);
    } finally {
      await app.close();
    }
  })();
}
