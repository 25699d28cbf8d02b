import { buildApp } from './app';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const app = await buildApp();
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; new ones get 503. A hung close must not keep the process alive.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: app.config.port, host: app.config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
