import { serveUntilStopped } from '@dcic/shared/server';
import { buildShellApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildShellApp({ config, logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  await serveUntilStopped(app, { port: config.port, host: config.host });
  console.log(`DCIC site on ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
