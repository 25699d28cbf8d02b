import { spawnSync } from 'node:child_process';

export type Engine = 'pglite' | 'postgres';

export const TEST_PG = { host: '127.0.0.1', port: 5432, user: 'postgres' } as const;

// describe.each needs the list synchronously, so the probe runs in a child process; its answer is
// kept in the environment for the other test files of the same worker.
const PROBE = `
const socket = require('node:net').connect(${TEST_PG.port}, '${TEST_PG.host}');
socket.setTimeout(500);
socket.on('connect', () => process.exit(0));
socket.on('error', () => process.exit(1));
socket.on('timeout', () => process.exit(1));
`;

function postgresAnswers(): boolean {
  const cached = process.env.API_TEST_POSTGRES;
  if (cached === '1' || cached === '0') return cached === '1';
  const answers = spawnSync(process.execPath, ['-e', PROBE], { timeout: 3000 }).status === 0;
  process.env.API_TEST_POSTGRES = answers ? '1' : '0';
  return answers;
}

/**
 * Engines to run a suite against: PGlite always, PostgreSQL when 127.0.0.1:5432 answers.
 * API_TEST_ENGINES=pglite (or postgres) narrows the list.
 */
export function engines(): Engine[] {
  const list: Engine[] = postgresAnswers() ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.API_TEST_ENGINES?.split(',').map((name) => name.trim());
  return only ? list.filter((engine) => only.includes(engine)) : list;
}
