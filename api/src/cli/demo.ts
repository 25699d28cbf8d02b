#!/usr/bin/env node
// The demo from the command line:
//   demo seed [--size small] [--demo-database] [--competitions-if-refused]
//     the demo competitions, demo people in teams with several days of scored submissions, the
//     README accounts among them, messages, notices and follows. Idempotent; dates relative to now.
//     Refused (exit 3) on a PostgreSQL database unless DEMO_SEED=1 or --demo-database declares it a
//     demo one; with --competitions-if-refused it then imports the demo competitions only.
// Uses the API's configuration (DATABASE_URL, else PGlite in API_DATA_DIR: stop the API first, PGlite
// allows one process) and SSO_URL, where the README accounts sign in once so the platform knows them.
import { buildApp } from '../app';
import type { SsoClient } from '../auth/sso-client';
import { importDemoCompetitions } from '../demo/competitions-step';
import { demoDatabaseRefusal } from '../demo/database-guard';
import { DEMO_SIZES, type DemoSizeName } from '../demo/plan';
import { identityFromSso } from '../demo/readme-accounts';
import { seedDemo, type SeedResult } from '../demo/seed';
import { openDatabase } from '../db/open';
import { loadConfig } from '../lib/config';

const USAGE = `usage: demo seed [--size ${Object.keys(DEMO_SIZES).join('|')}] [--demo-database] [--competitions-if-refused]`;
const REFUSED = 3;

// The seed serves no requests: nothing to learn from the SSO's revocation feed.
const noRevocations: SsoClient = {
  revocations: async () => ({ revoked: [], now: new Date().toISOString() }),
  logout: async () => undefined,
};

function summary(result: SeedResult): string {
  const c = result.created;
  const seconds = (result.milliseconds / 1000).toFixed(1);
  const made = Object.values(c).some((n) => n > 0)
    ? `created ${c.people} people, ${c.teams} teams (${c.members} members, ${c.players} players), ${c.submissions} submissions, ${c.joinRequests} join requests waiting, ${c.messages} messages, ${c.follows} follows, ${c.shares} code shares with ${c.comments} comments`
    : 'already present; submissions placed again relative to now';
  const readme = result.readme.length > 0 ? `; README accounts: ${result.readme.join(', ')}` : '';
  return `demo (${result.competitions.length} computing competitions): ${made}${readme} in ${seconds} s`;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const sizeIndex = rest.indexOf('--size');
  const size = (sizeIndex >= 0 ? rest[sizeIndex + 1] : 'full') as DemoSizeName;
  if (command !== 'seed' || !(size in DEMO_SIZES)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const declaredDemo = process.env.DEMO_SEED === '1' || flags.has('--demo-database');
  const refusal = demoDatabaseRefusal(config.databaseUrl ? 'postgres' : 'pglite', declaredDemo);
  if (refusal) {
    console.error(refusal);
    if (!flags.has('--competitions-if-refused')) return REFUSED;
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
    try {
      const competitions = await importDemoCompetitions(database.db, config.dataDir, new Date());
      console.log(`imported the ${competitions.length} demo competitions only`);
      return 0;
    } finally {
      await database.close();
    }
  }
  const app = await buildApp({ config: { pgPoolMax: 2 }, jobs: { workers: false }, auth: { sso: noRevocations } });
  try {
    await app.ready();
    const result = await seedDemo(app, { size, declaredDemo, identityOf: identityFromSso(config.ssoUrl, console.log), log: console.log });
    console.log(summary(result));
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
