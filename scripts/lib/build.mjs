// Production build of every workspace, skipping one whose inputs have not changed since its last
// build (a restart should not cost minutes): a hash of the contents of its sources, of what it
// builds with (shared sources, webpack configuration, lock file) is kept next to its output and
// compared on the next run. Builds run side by side, two at a time by default (BUILD_JOBS).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { roster } from './ports.mjs';
import { run } from './run.mjs';

const common = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const skipped = new Set(['node_modules', '.data', 'test-results', 'playwright-report', 'coverage']);

/** What each workspace's build reads, and where it writes; `after` names a build that must come first. */
function plan() {
  // `sourceMaps`: a webpack build, whose source maps SOURCE_MAPS=0 leaves out.
  const webpack = (ws) => ({
    name: ws,
    inputs: [ws, 'shared', 'scripts/webpack', 'scripts/server-bundle'],
    output: `${ws}/dist`,
    sourceMaps: true,
  });
  return [
    { name: 'shared', inputs: ['shared'], output: 'shared/dist' },
    {
      name: 'api',
      inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'shared'],
      output: 'api/dist',
      after: 'shared',
    },
    { name: 'sso', inputs: ['sso', 'shared'], output: 'sso/dist', after: 'shared' },
    // The shell's build is its webpack bundle then its server (which imports the shared package's build).
    { ...webpack('shell'), after: 'shared' },
    ...roster.areas.map((area) => webpack(area.folder)),
  ];
}

/** The builds the services run from: the SSO, the API and the shared package they import. */
export const serviceBuilds = ['shared', 'api', 'sso'];

/** The other builds: the shell and the areas. */
export const frontEndBuilds = () =>
  plan()
    .map((step) => step.name)
    .filter((name) => !serviceBuilds.includes(name));

/** A hash of the names and contents of every file under `inputs`, tests and build outputs left out. */
export function fingerprint(root, inputs) {
  const hash = createHash('sha1');
  const add = (file) =>
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (skipped.has(entry.name) || entry.name.startsWith('dist') || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) add(full);
    }
  };
  for (const input of [...inputs, ...common]) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) walk(full);
    else add(full);
  }
  return hash.digest('hex');
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Builds what changed. `only` limits the run to some workspaces (names as in the plan: shared, api,
 * sso, shell, mfe-…); `jobs` builds run side by side.
 */
export async function buildAll(root, { jobs = Number(process.env.BUILD_JOBS) || 2, only } = {}) {
  const started = Date.now();
  const steps = plan().filter((step) => !only || only.includes(step.name));
  const unknown = only?.filter((name) => !plan().some((step) => step.name === name)) ?? [];
  if (unknown.length) throw new Error(`no workspace to build named ${unknown.join(', ')}`);
  const stamps = new Map();
  const todo = [];
  for (const step of steps) {
    // A build without source maps is not the same build as one with them.
    const print = fingerprint(root, step.inputs) + (step.sourceMaps && process.env.SOURCE_MAPS === '0' ? ' without source maps' : '');
    const stamp = path.join(root, step.output, '.build-stamp');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print) console.log(`✓ ${step.name}: unchanged since its last build, skipped`);
    else {
      stamps.set(step.name, { stamp, print });
      todo.push(step);
    }
  }
  if (!todo.length) return;
  console.log(`▸ building ${todo.map((step) => step.name).join(', ')} (${jobs} at a time)`);
  const done = new Map(steps.filter((step) => !stamps.has(step.name)).map((step) => [step.name, Promise.resolve()]));
  let finished = 0;
  const build = (step) => {
    const promise = (async () => {
      if (step.after && done.has(step.after)) await done.get(step.after);
      const begun = Date.now();
      console.log(`  ▸ ${step.name}…`);
      await run('npm', ['run', 'build', '-w', step.name], { cwd: root });
      writeFileSync(stamps.get(step.name).stamp, stamps.get(step.name).print);
      finished += 1;
      console.log(`  ✓ ${step.name} built in ${seconds(Date.now() - begun)} (${finished}/${todo.length})`);
    })();
    done.set(step.name, promise);
    return promise;
  };
  // A pool of `jobs` workers over the queue; a build waiting for the one it needs holds its worker.
  const queue = [...todo];
  const worker = async () => {
    while (queue.length) await build(queue.shift());
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(jobs, todo.length) }, worker));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  console.log(`✓ built ${todo.length} workspace${todo.length === 1 ? '' : 's'} in ${seconds(Date.now() - started)}`);
}
