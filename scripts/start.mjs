#!/usr/bin/env node
// `npm start`: installs if needed, builds every workspace for production, starts the SSO, the API
// (and its scoring worker process on PostgreSQL), the five remotes and the shell server, seeds the demo data, and stops everything on Ctrl-C.
//   --no-install   skip the dependency check      --no-build   use the existing build
//   --quiet        do not echo the services' logs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { buildAll, frontEndBuilds, serviceBuilds } from './lib/build.mjs';
import { run } from './lib/run.mjs';
import { areas, portsFrom } from './lib/ports.mjs';
import { createSupervisor } from './lib/supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const ports = portsFrom();
const host = process.env.SITE_HOST ?? 'localhost';
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${ports.shell}`;
const ssoUrl = process.env.SSO_URL ?? `http://${host}:${ports.sso}`;
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${ports.api}`;
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const remotes = Object.fromEntries(areas.map((area) => [area, `http://${host}:${ports[area]}/mf-manifest.json`]));

const began = Date.now();
/** Progress, with the seconds since the start. */
const say = (what) => console.log(`[${String(Math.round((Date.now() - began) / 1000)).padStart(3)} s] ${what}`);

if (!flags.has('--no-install')) await ensureInstalled(root);
// The services' builds first; the shell's and the areas' go on while the services are seeded and
// started (the seeding fills the moments the two builds at a time leave a core idle).
let frontEnds = Promise.resolve();
// The site's own builds leave out the source maps unless asked for (SOURCE_MAPS=1): a fifth of their time.
process.env.SOURCE_MAPS ??= '0';
if (!flags.has('--no-build')) {
  await buildAll(root, { only: serviceBuilds });
  frontEnds = buildAll(root, { only: frontEndBuilds() });
  // Awaited before the areas start; a failure is reported there.
  frontEnds.catch(() => undefined);
}

const shared = {
  NODE_ENV: 'production',
  PUBLIC_URL: publicUrl,
  SSO_URL: ssoUrl,
  SSO_ISSUER: process.env.SSO_ISSUER ?? ssoUrl,
  SSO_ALLOWED_ORIGINS: process.env.SSO_ALLOWED_ORIGINS ?? publicUrl,
  API_URL: apiUrl,
  API_DATA_DIR: process.env.API_DATA_DIR ?? path.join(dataDir, 'api'),
  SSO_DATA_DIR: process.env.SSO_DATA_DIR ?? path.join(dataDir, 'sso'),
  REMOTES: JSON.stringify(remotes),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

// `npm start` is the site on one machine: its SSO keeps the codes it would mail or text (sign-up,
// password reset) in an outbox shown at /dev/outbox, so anybody trying the site can register. A
// deployment says NODE_ENV=production, which turns the outbox off (docs/deploy.md).
const ssoMode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
const site = createSupervisor({ quiet: flags.has('--quiet') });
try {
  // Seed before the SSO starts: an embedded database is opened by one process at a time.
  say('seeding the sign-in accounts');
  await run('node', ['sso/dist/seed.js'], { cwd: root, env: { ...process.env, ...shared } });
  site.start('sso', 'node', ['sso/dist/server.js'], { cwd: root, env: { ...shared, NODE_ENV: ssoMode, SSO_PORT: String(ports.sso) } });
  await site.waitFor('sso', `http://127.0.0.1:${ports.sso}/readyz`);
  say('sign-in service up; seeding the demo');

  // The demo: competitions, people in teams with several days of scored submissions, the README
  // accounts among them (signed in once at the SSO, hence after it), messages, notices, follows.
  // Idempotent, dates relative to now; on a server database nobody declared a demo one (DEMO_SEED=1),
  // the competitions only. Before the API starts: an embedded database is opened by one process at a time.
  // DEMO_SIZE=small seeds the same shapes with fewer people, teams and submissions (the browser tests).
  const size = process.env.DEMO_SIZE ? ['--size', process.env.DEMO_SIZE] : [];
  await run('node', ['api/dist/cli/demo.js', 'seed', ...size, '--competitions-if-refused'], {
    cwd: root,
    env: { ...process.env, ...shared },
  });
  // On PostgreSQL, files are scored by a worker process of their own, never by the API; the
  // embedded database is opened by one process only, so there the API scores in its threads.
  const workers = Boolean(process.env.DATABASE_URL);
  site.start('api', 'node', ['api/dist/server.js'], {
    cwd: root,
    env: { ...shared, API_PORT: String(ports.api), ...(workers ? { SCORING_IN_API: '0' } : {}) },
  });
  await site.waitFor('api', `http://127.0.0.1:${ports.api}/readyz`);
  say('API up');
  if (workers) site.start('scoring', 'node', ['api/dist/worker.js'], { cwd: root, env: shared });
  await frontEnds;
  say('starting the areas and the shell');

  for (const area of areas) {
    site.start(area, 'node', ['shell/dist-server/static-server.js', '--dir', `mfe-${area}/dist`, '--port', String(ports[area])], {
      cwd: root,
      env: shared,
    });
  }
  await Promise.all(areas.map((area) => site.waitFor(area, `http://127.0.0.1:${ports[area]}/mf-manifest.json`)));

  site.start('shell', 'node', ['shell/dist-server/server.js'], { cwd: root, env: { ...shared, SHELL_PORT: String(ports.shell) } });
  await site.waitFor('shell', `http://127.0.0.1:${ports.shell}/healthz`);
  say('site up');
} catch (error) {
  console.error(`The site could not start: ${error.message}`);
  await site.stopAll(1);
}

console.log(`
  DCIC site:   ${publicUrl}
  Sign-in:     ${ssoUrl}/login2${ssoMode === 'development' ? `\n  Codes sent:  ${ssoUrl}/dev/outbox (sign-up and password reset codes of this local site)` : ''}
  API docs:    ${publicUrl}/api/docs
  Demo accounts (password Demo1234): 13800000001, demo@dcic.example, 13800000002
  Press Ctrl-C to stop.
`);
