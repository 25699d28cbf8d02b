import closeWithGrace from 'close-with-grace';

/** What a Fastify app offers, written out so this package needs no Fastify of its own. */
export interface Listening {
  listen(address: { port: number; host: string }): Promise<unknown>;
  close(): Promise<unknown>;
  log: { info(details: object, message: string): void; error(details: object, message?: string): void };
}

/**
 * Listens until SIGTERM or SIGINT (or a crash), then stops taking requests and lets the ones in
 * flight finish; a close that hangs past the grace period ends the process anyway.
 */
export async function serveUntilStopped(app: Listening, address: { port: number; host: string }, graceMs = 10_000): Promise<void> {
  closeWithGrace(
    { delay: graceMs, logger: { error: (message: unknown) => app.log.error({ err: message }, 'shutdown did not finish') } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an unexpected error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
    },
  );
  await app.listen(address);
}
