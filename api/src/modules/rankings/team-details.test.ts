import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { captainOf, importDemo, joinTeam, json, type Player } from '../../test/competitions';
import { competitionWithSchedules, schedules } from '../catalogue';
import { scoresChanged, teamScores } from '../submissions';
import { findUserById, updateUser } from '../users';
import { rankings } from './service';

/** The SQL sent to the database while it runs, from the driver's client (both engines have one `query`). */
async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (query: unknown, ...rest: unknown[]) => unknown } }).$client;
  const spy = jest.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : String((query as { text?: string }).text)));
  } finally {
    spy.mockRestore();
  }
}

describe.each(engines())('members and shared code on a leaderboard, kept per team (%s)', (engine) => {
  let app: TestApp;
  let id: number;
  let scheduleId: number;
  const players: Record<string, Player> = {};
  const teamIds: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp({ engine });
    id = await importDemo(app, 'big-data-credit-default');
    const [schedule] = await app.db.select().from(schedules).where(eq(schedules.competitionId, id)).orderBy(schedules.sort);
    scheduleId = schedule!.id;
    const now = new Date();
    const names = ['alpha', 'bravo', 'charlie', 'delta'];
    for (const [i, name] of names.entries()) {
      players[name] = await signInAs(app, { name });
      teamIds[name] = await captainOf(app, id, players[name]!, name);
      const best = 0.9 - i / 10;
      await app.db.insert(teamScores).values({
        teamId: teamIds[name]!,
        scheduleId,
        bestA: best,
        bestATime: now,
        bestB: best,
        bestBTime: now,
        validCount: 1,
        day: now.toISOString().slice(0, 10),
      });
    }
    scoresChanged(app.db, scheduleId);
  }, 120_000);
  afterAll(() => app.close());

  type Row = { teamId: number; teamName: string; sourceCodeId: number | null; members: Array<{ name: string; avatar: string }> };
  const board = async (who?: Player) =>
    json(await app.inject({ url: `/api/competitions/${id}?part=rankings&page=1&per_size=10`, headers: who?.headers ?? {} })).data as {
      list: Row[];
      myRow: Row | null;
    };
  const rowOf = async (team: string, who?: Player) => (await board(who)).list.find((row) => row.teamId === teamIds[team])!;
  const names = (row: { members: Array<{ name: string }> } | null) => row?.members.map((member) => member.name);

  it('shows a member who just joined, and no longer one who left, on the next request', async () => {
    expect(names(await rowOf('bravo'))).toEqual(['bravo']);
    const newcomer = await signInAs(app, { name: 'newcomer' });
    await joinTeam(app, id, teamIds.bravo!, players.bravo!, newcomer);
    const joined = await board(newcomer);
    expect(names(joined.list.find((row) => row.teamId === teamIds.bravo)!)).toEqual(['bravo', 'newcomer']);
    expect(names(joined.myRow)).toEqual(['bravo', 'newcomer']);

    const left = await app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamIds.bravo}/members/${newcomer.user.id}`,
      headers: newcomer.headers,
    });
    expect(json(left).status).toBe('e200');
    expect(names(await rowOf('bravo', players.bravo))).toEqual(['bravo']);
    expect(names((await board(players.bravo)).myRow)).toEqual(['bravo']);
  });

  it("shows a share made or withdrawn, and a member's new name or avatar, on the next request", async () => {
    expect((await rowOf('charlie')).sourceCodeId).toBeNull();
    const shared = json(
      await app.inject({
        method: 'POST',
        url: '/api/competitions/submits/source-code',
        headers: players.charlie!.headers,
        payload: { cmptId: id, title: 'repository', description: 'all of it', url: 'https://git.example.com/charlie' },
      }),
    );
    expect(shared.status).toBe('e200');
    expect((await rowOf('charlie')).sourceCodeId).toBe(shared.data.id);
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/competitions/submits/source-code/${shared.data.id}`,
      headers: players.charlie!.headers,
    });
    expect(json(withdrawn).status).toBe('e200');
    expect((await rowOf('charlie')).sourceCodeId).toBeNull();

    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/users/updateUserName',
      headers: players.charlie!.headers,
      payload: { userName: 'charlie renamed' },
    });
    expect(json(renamed).status).toBe('e200');
    expect(names(await rowOf('charlie'))).toEqual(['charlie renamed']);
    const user = (await findUserById(app.db, players.charlie!.user.id))!;
    await updateUser(app.db, user, { avatar: '/images/new-avatar.png' });
    expect((await rowOf('charlie')).members[0]!.avatar).toBe('/images/new-avatar.png');
  });

  it('costs the ranking query alone after a score change, for pages and own rows alike', async () => {
    const { competition, schedules: rows } = await competitionWithSchedules(app.db, id);
    const page = (n: number, teamId?: number) => rankings(app.db, competition, rows, { page: n, perSize: 2, teamId });
    // Every team read once since its last change.
    await Promise.all([page(1, teamIds.delta), page(2, teamIds.alpha)]);

    await app.db.update(teamScores).set({ bestA: 0.95 }).where(eq(teamScores.teamId, teamIds.delta!));
    scoresChanged(app.db, scheduleId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    let first: Awaited<ReturnType<typeof page>> | undefined;
    let second: Awaited<ReturnType<typeof page>> | undefined;
    const statements = await statementsOf(app.db, async () => {
      first = await page(1, teamIds.charlie);
      second = await page(2, teamIds.delta);
    });
    // Ranked again (delta first now), members and shares as before, with no query but the ranking.
    expect(first!.list.map((row) => [row.teamName, names(row)])).toEqual([
      ['delta', ['delta']],
      ['alpha', ['alpha']],
    ]);
    expect(names(first!.myRow)).toEqual(['charlie renamed']);
    expect(second!.list.map((row) => row.teamName)).toEqual(['bravo', 'charlie']);
    expect(names(second!.myRow)).toEqual(['delta']);
    const ofBoards = statements.filter((sql) => /team_scores|team_members|source_code_shares/.test(sql));
    expect(ofBoards).toHaveLength(1);
    expect(ofBoards[0]).toContain('rank() over');
  });
});
