// Production build of every workspace, skipping one whose sources have not changed since its last
// build (a restart should not cost minutes).
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { roster } from './ports.mjs';
import { run } from './run.mjs';

const webpackAreas = ['shell', ...roster.areas.map((area) => area.folder)];

function fingerprint(root, dirs) {
  const hash = createHash('sha1');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      hash.update(`${path.relative(root, dir)}:${statSync(dir).size}:${statSync(dir).mtimeMs}`);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name === '.data') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(root, full)}:${statSync(full).size}:${statSync(full).mtimeMs}`);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return hash.digest('hex');
}

async function step(root, name, dirs, output, build) {
  const stamp = path.join(root, output, '.build-stamp');
  const print = fingerprint(root, [...dirs, 'scripts/webpack', 'package-lock.json', 'tsconfig.base.json']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print) {
    console.log(`✓ ${name} is up to date`);
    return;
  }
  console.log(`▸ building ${name}`);
  await build();
  writeFileSync(stamp, print);
}

export async function buildAll(root, { parallel = 2 } = {}) {
  await step(root, 'shared', ['shared'], 'shared/dist', () => run('npm', ['run', 'build', '-w', 'shared'], { cwd: root }));
  await Promise.all([
    step(root, 'api', ['api', 'shared/src/contract'], 'api/dist', () => run('npm', ['run', 'build', '-w', 'api'], { cwd: root })),
    step(root, 'sso', ['sso'], 'sso/dist', () => run('npm', ['run', 'build', '-w', 'sso'], { cwd: root })),
  ]);
  // Webpack builds are CPU-bound: run them a few at a time rather than all at once.
  const queue = [...webpackAreas];
  const worker = async () => {
    while (queue.length) {
      const ws = queue.shift();
      await step(root, ws, [ws, 'shared/src'], `${ws}/dist`, () => run('npm', ['run', 'build', '-w', ws], { cwd: root }));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
