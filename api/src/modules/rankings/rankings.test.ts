import { eq } from 'drizzle-orm';
import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { captainOf, importDemo, json, type Player } from '../../test/competitions';
import { schedules } from '../catalogue';
import { scoresChanged, teamScores } from '../submissions';

describe.each(engines())('leaderboard pages and own row from one ranked board (%s)', (engine) => {
  let app: TestApp;
  let id: number;
  let scheduleId: number;
  const players: Record<string, Player> = {};
  const teamIds: Record<string, number> = {};
  const today = new Date();
  const at = (minutes: number) => new Date(today.getTime() - 60 * 60_000 + minutes * 60_000);

  beforeAll(async () => {
    app = await buildTestApp({ engine });
    id = await importDemo(app, 'big-data-credit-default');
    const [schedule] = await app.db.select().from(schedules).where(eq(schedules.competitionId, id)).orderBy(schedules.sort);
    scheduleId = schedule!.id;
    // AUC, higher first; ties go to the earlier score. Previous bests (before today) give the rank change.
    const teams: Array<[string, number, number, number | null]> = [
      ['alpha', 0.9, 1, 0.5],
      ['bravo', 0.8, 2, 0.9],
      ['charlie', 0.7, 3, null],
      ['delta', 0.6, 4, 0.6],
      ['echo', 0.6, 5, 0.4],
    ];
    for (const [name, best, minute, previous] of teams) {
      players[name] = await signInAs(app, { name });
      teamIds[name] = await captainOf(app, id, players[name]!, name);
      await app.db.insert(teamScores).values({
        teamId: teamIds[name]!,
        scheduleId,
        bestA: best,
        bestATime: at(minute),
        bestB: best,
        bestBTime: at(minute),
        previousA: previous,
        previousB: previous,
        validCount: 1,
        day: today.toISOString().slice(0, 10),
      });
    }
    scoresChanged(app.db, scheduleId);
  }, 120_000);
  afterAll(() => app.close());

  const board = async (query: string, who?: Player) =>
    json(await app.inject({ url: `/api/competitions/${id}?part=rankings&${query}`, headers: who?.headers ?? {} })).data;
  const brief = (row: { teamName: string; rank: number; rankChange: number | null }) => [row.teamName, row.rank, row.rankChange];

  it('ranks exactly, with the change against the bests before today, on every page', async () => {
    // Before today: bravo 0.9, delta 0.6, alpha 0.5, echo 0.4 (charlie had none).
    expect((await board('page=1&per_size=2')).list.map(brief)).toEqual([
      ['alpha', 1, 2],
      ['bravo', 2, -1],
    ]);
    const second = await board('page=2&per_size=2');
    expect(second.list.map(brief)).toEqual([
      ['charlie', 3, null],
      ['delta', 4, -2],
    ]);
    expect(second.total).toBe(5);
    expect((await board('page=3&per_size=2')).list.map(brief)).toEqual([['echo', 5, -1]]);
    expect((await board('page=4&per_size=2')).list).toEqual([]);
  });

  it('gives a signed-in team its own row, the same as on its page, members included', async () => {
    const mine = (await board('page=1&per_size=2', players.echo)).myRow;
    expect(brief(mine)).toEqual(['echo', 5, -1]);
    expect(mine.members.map((m: { name: string }) => m.name)).toEqual(['echo']);
    const onPage = (await board('page=3&per_size=2')).list[0];
    expect(mine).toEqual(onPage);
  });

  it('ranks again at once after a new best of the schedule, own row included', async () => {
    await board('page=1&per_size=2', players.echo);
    await app.db
      .update(teamScores)
      .set({ bestA: 0.95, bestATime: at(30) })
      .where(eq(teamScores.teamId, teamIds.echo!));
    scoresChanged(app.db, scheduleId);
    const after = await board('page=1&per_size=2', players.echo);
    expect(after.list.map(brief)).toEqual([
      ['echo', 1, 3],
      ['alpha', 2, 1],
    ]);
    expect(brief(after.myRow)).toEqual(['echo', 1, 3]);
  });
});
