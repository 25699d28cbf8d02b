import { eq } from 'drizzle-orm';
import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { captainOf, importDemo, joinTeam, json, type Player } from '../../test/competitions';
import { catalogueChanged, competitionWithSchedules, schedules } from '../catalogue';
import { rankings } from './service';
import { rebuildTeamScores, scoresChanged, submissions, teamScores, teamWeeklyScores, weekOf } from '../submissions';

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

  it("shows a member their team's row from the refresh after they joined, and none after they left", async () => {
    const newcomer = await signInAs(app, { name: 'newcomer' });
    // Asked before joining: no team, and that answer is kept for a few seconds, but not past a change.
    expect((await board('page=1&per_size=2', newcomer)).myRow).toBeNull();
    await joinTeam(app, id, teamIds.delta!, players.delta!, newcomer);
    expect(brief((await board('page=1&per_size=2', newcomer)).myRow)).toEqual(['delta', 4, -2]);
    const left = await app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamIds.delta}/members/${newcomer.user.id}`,
      headers: newcomer.headers,
    });
    expect(json(left).status).toBe('e200');
    expect((await board('page=1&per_size=2', newcomer)).myRow).toBeNull();
  });

  it('follows a change of the schedules made in this process at once (a bundle imported again)', async () => {
    const listB = (start: Date) => app.db.update(schedules).set({ listBStartTime: start }).where(eq(schedules.id, scheduleId));
    catalogueChanged(app.db);
    // A copy read in the same millisecond as a change is never trusted.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await board('page=1&per_size=2')).listBVisible).toBe(false);
    await listB(new Date(Date.now() - 86_400_000));
    // Straight SQL is no change the API knows of: the board keeps its copy of the schedules a few seconds.
    expect((await board('page=1&per_size=2')).listBVisible).toBe(false);
    catalogueChanged(app.db);
    expect((await board('page=1&per_size=2')).listBVisible).toBe(true);
    await listB(new Date(Date.now() + 15 * 86_400_000));
    catalogueChanged(app.db);
  });

  it('ranks a board past its time again in the background, serving the old one meanwhile', async () => {
    const { competition, schedules: rows } = await competitionWithSchedules(app.db, id);
    // Admitted teams only (all of them here): a board no other test has kept.
    const query = { page: 1, perSize: 1, onlyAdmitted: true };
    // Clock times of the last few seconds, so that no board is kept from the future.
    const t0 = new Date(Date.now() - 10_000);
    const top = async (now: Date) => (await rankings(app.db, competition, rows, query, now)).list[0]?.teamName;
    scoresChanged(app.db, scheduleId, t0.getTime() - 1);
    expect(await top(t0)).toBe('alpha');
    // A change no process announced (as when the feed is lost): seen only once the board is past its time.
    await app.db.update(teamScores).set({ bestA: 0.99 }).where(eq(teamScores.teamId, teamIds.delta!));
    expect(await top(new Date(t0.getTime() + 1_000))).toBe('alpha');
    const late = new Date(t0.getTime() + 6_000);
    expect(await top(late)).toBe('alpha');
    // The new ranking replaces the old one once it is done.
    let seen = await top(late);
    for (let tries = 0; seen !== 'delta' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await top(late);
    }
    expect(seen).toBe('delta');
    // After an announced change the first request waits for the new ranking; one that comes while it
    // runs gets the board as it was.
    await app.db.update(teamScores).set({ bestA: 0.6 }).where(eq(teamScores.teamId, teamIds.delta!));
    scoresChanged(app.db, scheduleId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [first, meanwhile] = await Promise.all([top(new Date()), top(new Date())]);
    expect([first, meanwhile]).toEqual(['alpha', 'delta']);
    expect(await top(new Date())).toBe('alpha');
  });

  it('ranks again at once after a new best of the schedule, own row included', async () => {
    await board('page=1&per_size=2', players.echo);
    // After a quiet spell: a change within a second of the last one is shown a ranking later (below).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
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

  it('makes no request wait when scores change in a rush: the board as it was, then the new one a ranking later', async () => {
    const { competition, schedules: rows } = await competitionWithSchedules(app.db, id);
    const query = { page: 1, perSize: 1, onlyAdmitted: true };
    const top = async () => (await rankings(app.db, competition, rows, query, new Date())).list[0]?.teamName;
    const setDelta = async (bestA: number) => {
      await app.db.update(teamScores).set({ bestA }).where(eq(teamScores.teamId, teamIds.delta!));
      scoresChanged(app.db, scheduleId);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    expect(await top()).toBe('echo');
    // After a quiet spell, a change is waited for.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await setDelta(0.99);
    expect(await top()).toBe('delta');
    // The next change within the second: the request after it is served the board as it was…
    await setDelta(0.5);
    expect(await top()).toBe('delta');
    // …and the new ranking, begun by that request, replaces it once it is done.
    let seen = await top();
    for (let tries = 0; seen !== 'echo' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await top();
    }
    expect(seen).toBe('echo');
    await setDelta(0.6);
  });

  it("ranks the weekly board from the week's uploads only, kept again by a rebuild, own row included", async () => {
    const week = weekOf(today);
    const monday = Date.parse(`${week}T00:00:00Z`);
    const lastWeek = new Date(monday - 60_000);
    // This week's files, in order, even in the first hour of a Monday.
    const thisWeek = (minute: number) => new Date(Math.max(at(minute).getTime(), monday + minute * 1000));
    const file = (name: string, scoreA: number, createdAt: Date) => ({
      competitionId: id,
      scheduleId,
      teamId: teamIds[name]!,
      userId: players[name]!.user.id,
      kind: 'prediction' as const,
      fileName: 'p.csv',
      storedName: `${name}-${scoreA}.csv`,
      size: 10,
      status: 'scored' as const,
      scoreA,
      scoreB: scoreA,
      createdAt,
      scoredAt: createdAt,
    });
    // alpha's best was last week; this week it has 0.3. bravo has two files this week, charlie one.
    await app.db
      .insert(submissions)
      .values([
        file('alpha', 0.99, lastWeek),
        file('alpha', 0.3, thisWeek(1)),
        file('bravo', 0.5, thisWeek(2)),
        file('bravo', 0.8, thisWeek(3)),
        file('charlie', 0.8, thisWeek(4)),
      ]);
    await rebuildTeamScores(app.db, scheduleId, [teamIds.alpha!, teamIds.bravo!, teamIds.charlie!], true);
    scoresChanged(app.db, scheduleId);
    const weekly = json(
      await app.inject({ url: `/api/competitions/${id}?part=weekly-rankings&page=1&per_size=10`, headers: players.charlie!.headers }),
    ).data;
    // bravo and charlie tie at 0.8: the earlier one first; ranks count ties as rank() does.
    expect(
      weekly.list.map((r: { teamName: string; rank: number; score: number; validSubmitCount: number }) => [
        r.teamName,
        r.rank,
        r.score,
        r.validSubmitCount,
      ]),
    ).toEqual([
      ['bravo', 1, 0.8, 2],
      ['charlie', 2, 0.8, 1],
      ['alpha', 3, 0.3, 1],
    ]);
    expect(weekly.total).toBe(3);
    expect(weekly.myRow).toMatchObject({ teamName: 'charlie', rank: 2 });
    const rows = await app.db.select().from(teamWeeklyScores).where(eq(teamWeeklyScores.teamId, teamIds.alpha!));
    expect(rows.map((r) => [r.week, r.bestA]).sort()).toEqual(
      [
        [weekOf(lastWeek), 0.99],
        [week, 0.3],
      ].sort(),
    );
  });
});
