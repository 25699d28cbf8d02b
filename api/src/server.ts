import { serveUntilStopped } from '@dcic/shared/server';
import { buildApp } from './app';

async function main() {
  const app = await buildApp();
  await serveUntilStopped(app, { port: app.config.port, host: app.config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
