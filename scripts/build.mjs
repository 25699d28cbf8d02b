#!/usr/bin/env node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await ensureInstalled(root);
await buildAll(root);
