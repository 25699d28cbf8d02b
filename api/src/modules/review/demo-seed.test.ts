import { buildTestApp, engines, type TestApp } from '../../test';
import { importDemo } from '../../test/competitions';
import { DEMO_REVIEW_PASSWORD, seedReviewDemo } from './demo-seed';
import { REVIEW_COOKIE } from './sessions';
import { json, reviewCookie } from './test-support';

describe.each(engines())('review demo seed (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
    await importDemo(app, 'party-building-knowledge-graph');
  });
  afterAll(() => app.close());

  async function as(account: string) {
    const res = await app.inject({ method: 'POST', url: '/api/spic-review/user/login', payload: { account, password: DEMO_REVIEW_PASSWORD } });
    return { [REVIEW_COOKIE]: reviewCookie(res)! };
  }

  it('creates every role, an open round with averages and a disagreement, work left for reviewer-2019, and runs once', async () => {
    expect(await seedReviewDemo(app.db, app.config.dataDir)).toEqual({ created: true });
    expect(await seedReviewDemo(app.db, app.config.dataDir)).toEqual({ created: false });
    const manager = await as('manager-2019');
    const all = json(await app.inject({ url: '/api/spic-review/projects', cookies: manager })).data;
    expect(all.list.map((p: any) => p.status).sort()).toEqual(['candidate', 'candidate', 'preliminary', 'preliminary', 'preliminary', 'preliminary', 'preliminary', 'preliminary']);
    expect(all.list.filter((p: any) => p.source === 'entry')).toHaveLength(4);
    const [round] = json(await app.inject({ url: '/api/spic-review/rounds', cookies: manager })).data;
    expect(round).toMatchObject({ state: 'open', yearTag: 2019, reviewersPerProject: 2 });
    const rows = json(await app.inject({ url: `/api/spic-review/rounds/${round.id}/overview`, cookies: manager })).data.rows;
    expect(rows).toHaveLength(6);
    expect(rows.every((row: any) => row.average !== null)).toBe(true);
    expect(rows.some((row: any) => row.disagreement)).toBe(true);
    const mine = json(await app.inject({ url: `/api/spic-review/rounds/${round.id}/mine`, cookies: await as('reviewer-2019') })).data.list;
    expect(mine).toHaveLength(4);
    expect(mine.every((item: any) => item.state === 'assigned')).toBe(true);
    const pilot = json(await app.inject({ url: '/api/spic-review/projects', cookies: await as('pilot-2019') })).data.list;
    expect(pilot.map((p: any) => p.title)).toEqual(['城市数据中台', '海上风电运维预测']);
    expect(json(await app.inject({ url: '/api/spic-review/user/self', cookies: await as('overview-2019') })).data.role).toBe(3);
  });
});
