#!/usr/bin/env node
// `npm run build`: production build of every workspace whose inputs changed (see lib/build.mjs).
//   node scripts/build.mjs api sso   builds only the workspaces named
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
await ensureInstalled(root);
await buildAll(root, only.length ? { only } : {});
