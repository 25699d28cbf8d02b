import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type TestApp } from '../../test';
import { captainOf, importDemo, json, predictionFrom, scoredUpload, type Player } from '../../test/competitions';

const STAFF = 'staff-export@dcic.example';

describe.each(engines())('leaderboard export (%s)', (engine) => {
  let app: TestApp;
  let running: number;
  let ended: number;
  // Scoring a file in the set-up takes a while on a busy machine.
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    running = await importDemo(app, 'big-data-credit-default');
    ended = await importDemo(app, 'kunpeng-server-load');
    const captain = await signInAs(app, { name: '=cmd|calc' });
    await captainOf(app, running, captain, '=HYPERLINK("http://evil.example")');
    await scoredUpload(app, running, captain, predictionFrom('big-data-credit-default'));
  }, 120_000);
  afterAll(() => app.close());

  async function staff(): Promise<Player> {
    const user = await createUser(app, { email: STAFF });
    return { user, headers: bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF })) };
  }

  it('gives staff any board as CSV with a byte-order mark, localised headers and formulas kept as text', async () => {
    const res = await app.inject({ url: `/api/competitions/${running}/rankings/export`, headers: (await staff()).headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rankings-\d+-0-A\.csv"$/);
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, row] = text.slice(1).split('\r\n');
    expect(header).toBe('排名,排名变化,队伍名称,最高分,有效提交次数,最高分时间,源代码,成员,单位');
    expect(row).toMatch(/^1,,"'=HYPERLINK\(""http:\/\/evil\.example""\)",1,1,\d{4}-/);
    expect(row).toContain(`,'=cmd|calc,`);
    // The first schedule, list B before its window: staff may see it.
    const schedules = json(await app.inject({ url: `/api/competitions/${running}` })).data.schedules;
    const listB = await app.inject({
      url: `/api/competitions/${running}/rankings/export?sch=${schedules[0].id}&stage=1`,
      headers: { ...(await staff()).headers, 'x-lang': 'en-US' },
    });
    expect(listB.headers['content-disposition']).toContain('-0-B.csv');
    expect(listB.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toBe(
      'Rank,Rank change,Team,Highest score,Valid submissions,Time of highest score,Source code,Members,Organisation',
    );
    expect(listB.rawPayload.toString('utf8')).toContain('HYPERLINK');
  });

  it('gives everybody the final board of an ended competition, and nothing of a running one', async () => {
    const board = await app.inject({ url: `/api/competitions/${ended}/rankings/export` });
    expect(board.statusCode).toBe(200);
    expect(board.headers['content-disposition']).toContain('-0-B.csv');
    const refused = await app.inject({ url: `/api/competitions/${running}/rankings/export`, headers: { 'x-lang': 'en-US' } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      errno: 'e40322',
      message: 'The final leaderboard can be exported once the competition has ended.',
    });
    expect((await app.inject({ url: '/api/competitions/999999/rankings/export' })).statusCode).toBe(404);
  });

  it('checks the caller: anonymous and players get the final board only, staff any', async () => {
    const player = await signInAs(app);
    const who = { anonymous: {}, player: player.headers, staff: (await staff()).headers } as const;
    const expected = { anonymous: [403, 200], player: [403, 200], staff: [200, 200] };
    for (const [role, headers] of Object.entries(who) as [keyof typeof who, Record<string, string>][]) {
      const statuses = [];
      for (const competition of [running, ended])
        statuses.push((await app.inject({ url: `/api/competitions/${competition}/rankings/export`, headers })).statusCode);
      expect({ role, statuses }).toEqual({ role, statuses: expected[role] });
    }
  });
});
