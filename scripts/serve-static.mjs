#!/usr/bin/env node
// Serves one remote's build output the way a CDN would. Run from a remote's folder (its `npm start`),
// it serves that remote's dist/ on the remote's port from the roster (shared/areas.json; the area's
// *_PORT variable moves it); `--dir` and `--port` still win when given.
// The server is the site server's own static-file code (shell/server/static-server.ts), built with the shell.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portsFrom, roster } from './lib/ports.mjs';

const server = fileURLToPath(new URL('../shell/dist-server/static-server.js', import.meta.url));
if (!existsSync(server)) {
  console.error('The static server is built with the shell: run `npm run build -w shell` first.');
  process.exit(1);
}
const area = roster.areas.find((entry) => entry.folder === path.basename(process.cwd()));
if (area && !process.argv.includes('--port')) process.argv.push('--port', String(portsFrom()[area.name]));
// Loaded as the main module, so it starts listening with this process's arguments.
createRequire(import.meta.url)(server)
  .main()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
