import type { MyAssignments, Overview, ProjectPage, ReviewUser, Round } from '@dcic/shared/contract';
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
    const res = await app.inject({
      method: 'POST',
      url: '/api/spic-review/user/login',
      payload: { account, password: DEMO_REVIEW_PASSWORD },
    });
    return { [REVIEW_COOKIE]: reviewCookie(res)! };
  }

  it('creates every role, an open round with averages and a disagreement, work left for reviewer-2019, and runs once', async () => {
    expect(await seedReviewDemo(app.db, app.files)).toEqual({ created: true });
    expect(await seedReviewDemo(app.db, app.files)).toEqual({ created: false });
    const manager = await as('manager-2019');
    const all = json<ProjectPage>(await app.inject({ url: '/api/spic-review/projects', cookies: manager })).data;
    expect(all.list.map((p) => p.status).sort()).toEqual([
      'candidate',
      'candidate',
      'preliminary',
      'preliminary',
      'preliminary',
      'preliminary',
      'preliminary',
      'preliminary',
    ]);
    expect(all.list.filter((p) => p.source === 'entry')).toHaveLength(4);
    const [round] = json<Round[]>(await app.inject({ url: '/api/spic-review/rounds', cookies: manager })).data as [Round];
    expect(round).toMatchObject({ state: 'open', yearTag: 2019, reviewersPerProject: 2 });
    const { rows } = json<Overview>(await app.inject({ url: `/api/spic-review/rounds/${round.id}/overview`, cookies: manager })).data;
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.average !== null)).toBe(true);
    expect(rows.some((row) => row.disagreement)).toBe(true);
    const mine = json<MyAssignments>(
      await app.inject({ url: `/api/spic-review/rounds/${round.id}/mine`, cookies: await as('reviewer-2019') }),
    ).data.list;
    expect(mine).toHaveLength(4);
    expect(mine.every((item) => item.state === 'assigned')).toBe(true);
    const pilot = json<ProjectPage>(await app.inject({ url: '/api/spic-review/projects', cookies: await as('pilot-2019') })).data.list;
    expect(pilot.map((p) => p.title)).toEqual(['城市数据中台', '海上风电运维预测']);
    expect(json<ReviewUser>(await app.inject({ url: '/api/spic-review/user/self', cookies: await as('overview-2019') })).data.role).toBe(3);
  });
});
