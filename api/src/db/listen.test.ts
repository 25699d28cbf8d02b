import pg from 'pg';
import { createTestDatabase, engines } from '../test';
import { createPglite } from '../test/pglite';
import { listenPglite, listenPostgres, type ListenHandlers } from './listen';

/** Handlers that record what they hear, with a way to wait for it. */
function recorder() {
  const payloads: string[] = [];
  const states: boolean[] = [];
  const handlers: ListenHandlers = { onPayload: (payload) => payloads.push(payload), onState: (on) => states.push(on) };
  const until = async (done: () => boolean, what: string) => {
    const end = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { payloads, states, handlers, until };
}

const postgres = engines().includes('postgres') ? describe : describe.skip;

postgres('listenPostgres', () => {
  let database: { url: string; drop: () => Promise<void> };
  let other: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = new pg.Client({ connectionString: database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await database.drop();
  });

  it('hears notifications committed by another connection, on its channel only', async () => {
    const { payloads, states, handlers, until } = recorder();
    const stop = await listenPostgres(database.url, 'test_channel', handlers);
    try {
      expect(states).toEqual([true]);
      await other.query(`select pg_notify('other_channel', 'x'), pg_notify('test_channel', '42')`);
      await until(() => payloads.length === 1, 'the first notification');
      await other.query('begin');
      await other.query(`select pg_notify('test_channel', '43')`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(payloads).toEqual(['42']); // nothing before the commit
      await other.query('commit');
      await until(() => payloads.length === 2, 'the committed notification');
      expect(payloads).toEqual(['42', '43']);
    } finally {
      await stop();
    }
  });

  it('reports a lost connection, comes back by itself and hears again', async () => {
    const { payloads, states, handlers, until } = recorder();
    const stop = await listenPostgres(database.url, 'lost_channel', handlers, { firstDelayMs: 50, maxDelayMs: 200, heartbeatMs: 60_000 });
    try {
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'listen:lost_channel'`,
      );
      await until(() => states.length >= 3, 'lost and back');
      expect(states.slice(0, 3)).toEqual([true, false, true]);
      await other.query(`select pg_notify('lost_channel', 'after')`);
      await until(() => payloads.includes('after'), 'a notification after the reconnect');
    } finally {
      await stop();
    }
  });

  it('keeps retrying while the database cannot be reached, without throwing', async () => {
    const { states, handlers } = recorder();
    const errors: Error[] = [];
    const stop = await listenPostgres(
      'postgres://postgres@127.0.0.1:1/nothing',
      'x',
      { ...handlers, onError: (error) => errors.push(error) },
      { firstDelayMs: 20, maxDelayMs: 40, heartbeatMs: 60_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    expect(states.every((state) => state === false)).toBe(true);
    expect(errors.length).toBeGreaterThan(1);
  });
});

describe('listenPglite', () => {
  it('hears its own committed notifications', async () => {
    const db = await createPglite();
    try {
      const { payloads, states, handlers, until } = recorder();
      const stop = await listenPglite(db, 'test_channel', handlers);
      expect(states).toEqual([true]);
      await db.query(`select pg_notify('test_channel', '7')`);
      await until(() => payloads.length === 1, 'the notification');
      expect(payloads).toEqual(['7']);
      await stop();
      await db.query(`select pg_notify('test_channel', '8')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(payloads).toEqual(['7']);
    } finally {
      await db.close();
    }
  });
});
