import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ListenHandlers {
  /** The payload of one notification on the channel. */
  onPayload: (payload: string) => void;
  /**
   * true once notifications flow; false when the connection to the database was lost, so that
   * notifications may have been missed until the next true.
   */
  onState: (listening: boolean) => void;
  onError?: (error: Error) => void;
}

/** Follows a channel until the returned function is called. Never rejects for a database outage: it retries. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

export interface RetryOptions {
  firstDelayMs: number;
  maxDelayMs: number;
  /** How often the idle connection is checked; a silent connection could otherwise be dead. */
  heartbeatMs: number;
}

const DEFAULT_RETRY: RetryOptions = { firstDelayMs: 500, maxDelayMs: 30_000, heartbeatMs: 30_000 };

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool between queries). When the
 * connection fails, or stops answering the heartbeat, the handlers hear `false` and a new connection
 * is tried with a doubling delay.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  retry: RetryOptions = DEFAULT_RETRY,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delay = retry.firstDelayMs;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    // Named, so that operators (and tests) can tell this connection in pg_stat_activity.
    const client = new pg.Client({ connectionString, keepAlive: true, query_timeout: 10_000, application_name: `listen:${channel}` });
    current = client;
    let lost = false;
    const drop = (error?: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      if (current === client) current = null;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (stopped) return;
      if (error) handlers.onError?.(error);
      handlers.onState(false);
      retryTimer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, retry.maxDelayMs);
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('the notification connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (stopped || lost) return;
    delay = retry.firstDelayMs;
    heartbeat = setInterval(() => {
      client.query('select 1').catch((error: Error) => drop(error));
    }, retry.heartbeatMs);
    heartbeat.unref();
    handlers.onState(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(heartbeat);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  };
}

/** PGlite is one embedded connection: it hears its own NOTIFY and cannot lose the link. */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  const unlisten = await client.listen(channel, handlers.onPayload);
  handlers.onState(true);
  return async () => {
    // After the database itself was closed there is nothing left to stop.
    if (!client.closed) await unlisten().catch(() => undefined);
  };
}
