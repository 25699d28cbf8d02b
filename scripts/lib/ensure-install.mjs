// Installs the workspaces' dependencies when they are missing or older than the lock file, so the
// README's single commands work on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

export async function ensureInstalled(root) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('Installing dependencies…');
  // `npm install`, not `npm ci`: the lock names the versions either way, but `npm ci` refuses a lock
  // that lacks other platforms' builds of a native tool (biome, oxc, rspack, unrs) when the registry
  // does not list them for that version, and those builds are never needed here.
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}
