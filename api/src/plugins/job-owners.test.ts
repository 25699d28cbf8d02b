import pg from 'pg';
import { buildTestApp, engines, type TestApp } from '../test';
import { jobOwners } from './job-owners';

// Owners are PostgreSQL advisory locks: with the embedded database one process runs every job.
const onPostgres = engines().includes('postgres') ? describe : describe.skip;

onPostgres('owners of running jobs (postgres)', () => {
  let app: TestApp;
  let pool: pg.Pool;
  const sql = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  const ignore = () => undefined;

  beforeAll(async () => {
    // No workers of its own: its sweep would hand the test's job back before the test looks.
    app = await buildTestApp({ engine: 'postgres', jobs: { workers: false } });
    pool = new pg.Pool({ connectionString: app.config.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await app.close();
  });

  it('hands back an active job once the process that ran it is gone, and never while it lives', async () => {
    const url = app.config.databaseUrl as string;
    const id = (await app.jobs.send('test-owned', { n: 1 })) as string;
    await pool.query(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [id]);
    const runner = await jobOwners(url, 'pgboss', sql, ignore);
    const watcher = await jobOwners(url, 'pgboss', sql, ignore);
    try {
      await runner.claim('test-owned', id);
      // Its process lives: never an orphan, however often one looks.
      expect(await watcher.orphans()).toEqual([]);
      expect(await watcher.orphans()).toEqual([]);

      await runner.stop();
      // Gone: the first look only notes it (a process may be reconnecting), the second hands it back.
      expect(await watcher.orphans()).toEqual([]);
      expect(await watcher.orphans()).toEqual([{ id, name: 'test-owned' }]);
    } finally {
      await runner.stop();
      await watcher.stop();
    }
  });
});
