#!/usr/bin/env node
// Serves one remote's build output the way a CDN would: `node scripts/serve-static.mjs --dir dist --port 8081`.
// The server is the site server's own static-file code (shell/server/static-server.ts), built with the shell.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../shell/dist-server/static-server.js', import.meta.url));
if (!existsSync(server)) {
  console.error('The static server is built with the shell: run `npm run build -w shell` first.');
  process.exit(1);
}
// Loaded as the main module, so it starts listening with this process's arguments.
createRequire(import.meta.url)(server)
  .main()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
