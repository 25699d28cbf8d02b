import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type TestApp } from '../../test';
import { captainOf, importDemo, joinTeam, json, predictionFrom, scoredUpload, type Player, statusesOf } from '../../test/competitions';
import { runCheatCommand } from '../../cli/competition';

const SLUG = 'big-data-credit-default';
const STAFF = 'staff-cheat@dcic.example';

describe.each(engines())('cheating verdicts and appeals (%s)', (engine) => {
  let app: TestApp;
  let id: number;
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    id = await importDemo(app, SLUG);
  }, 120_000);
  afterAll(() => app.close());

  const en = (who: Player) => ({ ...who.headers, 'x-lang': 'en-US' });

  async function staff(): Promise<Player> {
    const user = await createUser(app, { email: STAFF, name: 'Staff' });
    return { user, headers: bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name })) };
  }

  /** A scored team with a captain and a member; a weak score unless `perfect`. */
  async function scoredTeam(name: string, perfect: boolean) {
    const captain = await signInAs(app, { name: `${name}-captain` });
    const member = await signInAs(app, { name: `${name}-member` });
    const teamId = await captainOf(app, id, captain, name);
    await joinTeam(app, id, teamId, captain, member);
    await scoredUpload(
      app,
      id,
      captain,
      predictionFrom(SLUG, (rowId, target) => (perfect || Number(rowId) % 3 ? target : String(1 - Number(target)))),
    );
    return { captain, member, teamId };
  }

  const board = async () => json(await app.inject({ url: `/api/competitions/${id}?part=rankings&per_size=100` })).data;
  const noticesOf = async (who: Player) => {
    await app.jobs.drain();
    return json(await app.inject({ url: '/api/v1/inbox/notices', headers: en(who) })).data.list.map(
      (n: { content: string }) => n.content,
    ) as string[];
  };

  it('hides a flagged team from the leaderboards, tells its members why, and puts it back when lifted', async () => {
    const cheat = await scoredTeam('cheaters', true);
    const honest = await scoredTeam('honest', false);
    const boss = await staff();
    expect((await board()).list[0].teamId).toBe(cheat.teamId);

    const flagged = await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/cheat`,
      headers: boss.headers,
      payload: { teamId: cheat.teamId, reason: 'shared answers between teams' },
    });
    expect(json(flagged).data).toMatchObject({ teamId: cheat.teamId, teamName: 'cheaters', flaggedBy: STAFF });
    const after = await board();
    expect(after.list.map((r: { teamId: number }) => r.teamId)).not.toContain(cheat.teamId);
    expect(after.list[0]).toMatchObject({ teamId: honest.teamId, rank: 1 });
    const weekly = json(await app.inject({ url: `/api/competitions/${id}?part=weekly-rankings&per_size=100` })).data;
    expect(weekly.list.map((r: { teamId: number }) => r.teamId)).not.toContain(cheat.teamId);
    // The members see the verdict on their team and get a notice with the reason.
    const detail = json(await app.inject({ url: `/api/competitions/${id}`, headers: cheat.member.headers })).data;
    expect(detail.attachedTeam.cheatVerdict).toMatchObject({ reason: 'shared answers between teams' });
    expect((await noticesOf(cheat.member)).join()).toContain('Reason: shared answers between teams');
    expect(
      json(await app.inject({ url: `/api/competitions/${id}`, headers: honest.member.headers })).data.attachedTeam.cheatVerdict,
    ).toBeNull();

    await app.inject({ method: 'DELETE', url: `/api/competitions/${id}/cheat/${cheat.teamId}`, headers: boss.headers });
    expect((await board()).list[0].teamId).toBe(cheat.teamId);
    expect((await noticesOf(cheat.captain)).join()).toContain('lifted');
    // Lifting twice is no error.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/competitions/${id}/cheat/${cheat.teamId}`, headers: boss.headers })).statusCode,
    ).toBe(200);
  });

  it('lets only the captain of a flagged team appeal, one open appeal at a time, and staff decide', async () => {
    const team = await scoredTeam('appealers', false);
    const boss = await staff();
    const appeal = (who: Player, content = 'we worked alone') =>
      app.inject({
        method: 'POST',
        url: `/api/competitions/${id}/cheat/appeal`,
        headers: en(who),
        payload: { teamId: team.teamId, content },
      });

    expect(json(await appeal(team.captain))).toMatchObject({
      errno: 'e40916',
      message: 'Your team is not flagged as cheating; there is nothing to appeal.',
    });
    await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/cheat`,
      headers: boss.headers,
      payload: { teamId: team.teamId, reason: 'identical files' },
    });
    expect(json(await appeal(team.member)).errno).toBe('e40315');
    const first = json(await appeal(team.captain)).data;
    expect(first).toMatchObject({ status: 'pending', content: 'we worked alone', reply: '', decidedAt: null });
    expect(json(await appeal(team.captain, 'again')).errno).toBe('e40917');
    const listed = json(
      await app.inject({ url: `/api/competitions/${id}/cheat/appeal?teamId=${team.teamId}`, headers: team.member.headers }),
    ).data;
    expect(listed.map((a: { id: number }) => a.id)).toEqual([first.id]);

    // Staff see the case and reject: the verdict stands, the team reads the reply and may appeal again.
    const cases = json(await app.inject({ url: `/api/competitions/${id}/cheat`, headers: boss.headers })).data;
    expect(cases.flagged.map((f: { teamId: number }) => f.teamId)).toContain(team.teamId);
    expect(cases.appeals[0]).toMatchObject({ id: first.id, teamName: 'appealers', status: 'pending' });
    const decide = (appealId: number, decision: string, reply: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/competitions/${id}/cheat/appeal/${appealId}`,
        headers: en(boss),
        payload: { decision, reply },
      });
    expect(json(await decide(first.id, 'reject', 'the files match byte for byte')).data).toMatchObject({
      status: 'rejected',
      reply: 'the files match byte for byte',
    });
    expect(json(await decide(first.id, 'accept', '')).errno).toBe('e40918');
    expect((await noticesOf(team.member)).join()).toContain('was rejected: the files match byte for byte');
    expect((await board()).list.map((r: { teamId: number }) => r.teamId)).not.toContain(team.teamId);

    // A second appeal, accepted: the verdict is lifted.
    const second = json(await appeal(team.captain, 'here is our notebook history')).data;
    expect(json(await decide(second.id, 'accept', 'evidence accepted')).data.status).toBe('accepted');
    expect((await board()).list.map((r: { teamId: number }) => r.teamId)).toContain(team.teamId);
    expect(
      json(await app.inject({ url: `/api/competitions/${id}`, headers: team.captain.headers })).data.attachedTeam.cheatVerdict,
    ).toBeNull();
  });

  it('checks the caller on every cheating endpoint', async () => {
    const team = await scoredTeam('matrix', false);
    const stranger = await signInAs(app, { name: 'stranger' });
    const boss = await staff();
    // The verdict exists before the matrix runs; the staff row flags again and lifts last.
    await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/cheat`,
      headers: boss.headers,
      payload: { teamId: team.teamId, reason: 'suspicious' },
    });
    const calls = [
      { method: 'GET', url: `/api/competitions/${id}/cheat/appeal?teamId=${team.teamId}` },
      { method: 'POST', url: `/api/competitions/${id}/cheat/appeal`, payload: { teamId: team.teamId, content: 'no' } },
      { method: 'GET', url: `/api/competitions/${id}/cheat` },
      { method: 'POST', url: `/api/competitions/${id}/cheat`, payload: { teamId: team.teamId, reason: 'suspicious' } },
      { method: 'PUT', url: `/api/competitions/${id}/cheat/appeal/999999`, payload: { decision: 'reject' } },
      { method: 'DELETE', url: `/api/competitions/${id}/cheat/${team.teamId}` },
    ] as const;
    const who = { anonymous: undefined, stranger, member: team.member, captain: team.captain, staff: boss } as const;
    const expected: Record<keyof typeof who, number[]> = {
      anonymous: [401, 401, 401, 401, 401, 401],
      stranger: [403, 403, 403, 403, 403, 403],
      member: [200, 403, 403, 403, 403, 403],
      captain: [200, 200, 403, 403, 403, 403],
      // Staff are not members of the team: its appeals stay the team's business.
      staff: [403, 403, 200, 200, 404, 200],
    };
    for (const [role, signed] of Object.entries(who) as [keyof typeof who, Player | undefined][]) {
      expect({ role, statuses: await statusesOf(app, signed, calls) }).toEqual({ role, statuses: expected[role] });
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/competitions/${id}/cheat`,
          headers: boss.headers,
          payload: { teamId: 999999, reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('flags and lifts from the command line', async () => {
    const team = await scoredTeam('cli-team', false);
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    expect(await runCheatCommand(app, ['flag-cheat', String(id), String(team.teamId), 'two', 'accounts'], print)).toBe(0);
    expect(lines.pop()).toBe(`team ${team.teamId} (cli-team) flagged as cheating: two accounts`);
    expect((await board()).list.map((r: { teamId: number }) => r.teamId)).not.toContain(team.teamId);
    expect(await runCheatCommand(app, ['cheat-cases', String(id)], print)).toBe(0);
    expect(lines.join('\n')).toContain(`team ${team.teamId}\tcli-team\ttwo accounts\tcli`);
    expect((await noticesOf(team.member)).join()).toContain('Reason: two accounts');
    expect(await runCheatCommand(app, ['unflag-cheat', String(id), String(team.teamId)], print)).toBe(0);
    expect((await board()).list.map((r: { teamId: number }) => r.teamId)).toContain(team.teamId);
    expect(await runCheatCommand(app, ['flag-cheat', String(id), '999999', 'x'], print)).toBe(1);
    expect(await runCheatCommand(app, ['flag-cheat', String(id)], print)).toBe(2);
  });
});
