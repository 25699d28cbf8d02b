#!/usr/bin/env node
// `npm test`: every test of the platform. Lint, format, unused-code and type checks, the unit and integration suites of
// every workspace (API and SSO against PGlite, and against PostgreSQL at 127.0.0.1:5432 when it
// answers), the deadline rush and the load of the visitors' reads in a short form (PostgreSQL), then
// the production build driven end to end in Chromium, then the fault tier: the same build's processes
// stopped, killed and started again (e2e/faults/).
//   --no-e2e      stop after the unit and integration suites
import path from 'node:path';
import { readFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { roster } from './lib/ports.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const reports = mkdtempSync(path.join(tmpdir(), 'dcic-test-'));
// Every workspace with TypeScript: the shared package, the services and the areas of the roster.
const typed = ['shared', ...roster.services.map((service) => service.folder), ...roster.areas.map((area) => area.folder)];
const failures = [];

async function stage(name, work) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  try {
    await work();
    console.log(`━━ ${name}: ok (${Math.round((Date.now() - started) / 1000)} s)`);
  } catch (error) {
    console.error(`━━ ${name}: FAILED — ${error.message}`);
    failures.push(name);
  }
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = connect(5432, '127.0.0.1');
    const answer = (yes) => {
      socket.destroy();
      resolve(yes);
    };
    socket.setTimeout(500);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

await ensureInstalled(root);

await stage('lint', () => run('npx', ['eslint', '.'], { cwd: root }));
await stage('format', () => run('npx', ['biome', 'format', '.'], { cwd: root }));
// Files nothing imports, exports and types nothing imports, dependencies nobody uses, imports of packages nobody declared.
await stage('unused code', () => run('npx', ['knip', '--no-progress'], { cwd: root }));
// TypeScript's native compiler (tsgo, TypeScript 7) checks the same projects several times faster than
// tsc 5.9 (the builds emit with it too), which stays for ts-jest (ts-jest 29 does not support TypeScript 7).
await stage('type check', async () => {
  const queue = [...typed.map((ws) => ['-p', ws]), ['-p', 'shell/tsconfig.server.json']];
  const worker = async () => {
    while (queue.length) await run('npx', ['tsgo', '--noEmit', ...queue.shift()], { cwd: root });
  };
  await Promise.all([worker(), worker()]);
});
const jestReport = path.join(reports, 'jest.json');
await stage('unit and integration tests', () =>
  run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`], { cwd: root }),
);

// The deadline rush in a short form: a few hundred uploads against PostgreSQL with the API and a
// scoring worker as separate processes; fails when a file is stuck, lost or counted twice, a quota is
// off or the board disagrees with the scores. Skipped, and said so, when PostgreSQL does not answer.
await stage('deadline rush (short form)', async () => {
  if (!(await postgresAnswers())) {
    console.log('skipped: no PostgreSQL at 127.0.0.1:5432');
    return;
  }
  await run('node', ['bench/deadline.mjs', '--short'], { cwd: root });
});

// The reads every visitor makes (unread poll, leaderboard, home page data) under 64 concurrent clients
// for 30 s each, next to an empty route: fails on any error. PostgreSQL, like the deadline rush.
await stage('load', async () => {
  if (!(await postgresAnswers())) {
    console.log('skipped: no PostgreSQL at 127.0.0.1:5432');
    return;
  }
  await run('node', ['bench/load.mjs'], { cwd: root });
});

const playwrightReport = path.join(reports, 'playwright.json');
const faultsReport = path.join(reports, 'faults.json');
if (!flags.has('--no-e2e')) {
  await stage('production build', () => buildAll(root));
  if (!failures.includes('production build')) {
    await stage('end-to-end tests in Chromium', () =>
      run('npx', ['playwright', 'test', '--reporter=list,json'], {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
      }),
    );
    // Each area's origin down, a remote against another React, a rollback (Chromium); PostgreSQL cut,
    // the API restarted under 50 users, the scoring worker killed (skipped without PostgreSQL). Each
    // scenario prints a `fault …: passed` line with its recovery time.
    await stage('fault tier', () =>
      run('npx', ['playwright', 'test', '-c', 'playwright.faults.config.ts', '--reporter=list,json'], {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: faultsReport },
      }),
    );
  }
}

const jest = readJson(jestReport);
const e2e = readJson(playwrightReport);
const faults = readJson(faultsReport);
const passed = (jest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0) + (faults?.stats?.expected ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (faults?.stats?.unexpected ?? 0);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0) + (faults?.stats?.skipped ?? 0);
console.log(
  `\nunit/integration: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed; end-to-end: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed; faults: ${faults?.stats?.expected ?? 0} passed, ${faults?.stats?.unexpected ?? 0} failed`,
);
if (failures.length) console.log(`failed stages: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
