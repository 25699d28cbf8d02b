import { buildShellApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const level = process.env.LOG_LEVEL ?? 'info';
  const app = await buildShellApp({ config, logger: level === 'silent' ? false : { level } });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await app.listen({ port: config.port, host: config.host });
  console.log(`DCIC site on ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
