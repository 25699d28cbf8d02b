#!/usr/bin/env node
// Review users from the command line (staff only; review users never sign up):
//   review-users create <account> <name> <role 0-3> [expert type]   the password is read from
//                                      REVIEW_USER_PASSWORD, or made up and printed once
//   review-users password <account>    set a new password the same way; the user's sessions end
//   review-users disable <account>     the user can no longer log in; their sessions end at once
//   review-users enable <account>
//   review-users list
// Accounts are name-year (wang-2019). Uses the API's configuration: DATABASE_URL, or the PGlite
// folder (stop the API first then: PGlite allows one process).
import { randomBytes } from 'node:crypto';
import { EXPERT_TYPES } from '@dcic/shared/contract';
import type { Db } from '../db/types';
import { openDatabase } from '../db/open';
import { loadConfig } from '../lib/config';
import { createReviewUser, listReviewUsers, ReviewUserInputError, setReviewUserDisabled, setReviewUserPassword } from '../modules/review';

const USAGE = `usage: review-users create <account> <name> <role 0-3> [${EXPERT_TYPES.join('|')}] | password <account> | disable <account> | enable <account> | list`;

function passwordFromEnvironment(print: (line: string) => void): string {
  const given = process.env.REVIEW_USER_PASSWORD;
  if (given) return given;
  const made = randomBytes(12).toString('base64url');
  print(`password: ${made}`);
  return made;
}

export async function runReviewUsers(db: Db, argv: string[], print: (line: string) => void = console.log): Promise<number> {
  const [command, account, ...rest] = argv;
  try {
    switch (command) {
      case 'create': {
        const [name, role, expertType] = rest;
        if (!account || !name || !role || !/^[0-3]$/.test(role)) break;
        const user = await createReviewUser(db, {
          account,
          name,
          role: Number(role),
          expertType: expertType ?? null,
          password: passwordFromEnvironment(print),
        });
        print(`created ${user.account} (role ${user.role})`);
        return 0;
      }
      case 'password':
        if (!account) break;
        await setReviewUserPassword(db, account, passwordFromEnvironment(print));
        print(`new password set for ${account}`);
        return 0;
      case 'disable':
      case 'enable':
        if (!account) break;
        await setReviewUserDisabled(db, account, command === 'disable');
        print(`${command}d ${account}`);
        return 0;
      case 'list':
        for (const user of await listReviewUsers(db)) {
          print([user.account, user.role, user.name, user.expertType ?? '-', user.disabledAt ? 'disabled' : 'active'].join('\t'));
        }
        return 0;
    }
    print(USAGE);
    return 2;
  } catch (error) {
    if (!(error instanceof ReviewUserInputError)) throw error;
    print(error.message);
    return 1;
  }
}

if (require.main === module) {
  void (async () => {
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
    try {
      process.exitCode = await runReviewUsers(database.db, process.argv.slice(2));
    } finally {
      await database.close();
    }
  })();
}
