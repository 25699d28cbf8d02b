import { buildTestApp, engines, type TestApp } from '../test';

describe.each(engines())('jobs (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  it('runs a queued job once through drain()', async () => {
    const seen: number[] = [];
    await app.jobs.work<{ n: number }>('test-once', async (data) => {
      seen.push(data.n);
    });
    await app.jobs.send('test-once', { n: 1 });
    await app.jobs.send('test-once', { n: 2 });
    await app.jobs.drain();
    expect(seen.sort()).toEqual([1, 2]);
    await app.jobs.drain();
    expect(seen).toHaveLength(2);
  });

  it('retries a job whose handler failed', async () => {
    const attempts: number[] = [];
    await app.jobs.work<{ n: number }>('test-retry', async (_data, job) => {
      attempts.push(job.retryCount);
      if (attempts.length < 3) throw new Error('worker crashed');
    });
    await app.jobs.send('test-retry', { n: 1 });
    await app.jobs.drain();
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('refuses a second handler for one queue', async () => {
    await app.jobs.work('test-single', async () => undefined);
    await expect(app.jobs.work('test-single', async () => undefined)).rejects.toThrow(/already/);
  });

  it('holds a delayed job until it is due', async () => {
    let runs = 0;
    await app.jobs.work('test-later', async () => {
      runs += 1;
    });
    await app.jobs.send('test-later', {}, { startAfterSeconds: 3600 });
    await app.jobs.drain();
    expect(runs).toBe(0);
  });

  it('runs queued jobs back to back in the background, not one per polling interval (2 s)', async () => {
    const seen: number[] = [];
    await app.jobs.work<{ n: number }>('test-back-to-back', async (data) => {
      seen.push(data.n);
    });
    for (let n = 1; n <= 6; n++) await app.jobs.send('test-back-to-back', { n });
    const started = Date.now();
    while (seen.length < 6 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 25));
    // One job per interval would take about 12 s; back to back, the first poll (≤ 2 s) and little more.
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Date.now() - started).toBeLessThan(7000);
  });
});
