import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../test';
import { importDemo, json, multipartFile, predictionFrom } from '../../test/competitions';
import { schedules, uploadsFolder } from '../catalogue';
import { submissions } from './schema';
import { queueScoring } from './score-submission';

describe.each(engines())('submissions: quotas, list B, documents (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const body = json;

  async function player(id: number, teamName: string): Promise<SignedIn> {
    // Authenticated: one of the demo competitions asks for it before signup.
    const who = await signInAs(app, { name: teamName, authentication: 1 });
    await app.inject({ method: 'POST', url: `/api/competitions/${id}/users`, headers: who.headers, payload: {} });
    const team = await app.inject({ method: 'POST', url: '/api/teams', headers: who.headers, payload: { cmptId: id, name: teamName } });
    expect(body(team).status).toBe('e200');
    return who;
  }

  async function upload(id: number, who: SignedIn, name: string, content: string | Buffer) {
    const file = multipartFile(name, content);
    return app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/uploads`,
      headers: { ...who.headers, ...file.headers, 'x-lang': 'en-US' },
      payload: file.payload,
    });
  }

  async function settle(id: number, who: SignedIn) {
    for (let i = 0; i < 100; i++) {
      await app.jobs.drain();
      const res = await app.inject({ url: `/api/competitions/${id}?part=submits`, headers: who.headers });
      if (!body(res).data.team.some((s: { status: string }) => s.status === 'pending')) return body(res).data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('scoring did not finish');
  }

  it('refuses past the success quota and past the error quota, each with its own count', async () => {
    const id = await importDemo(app, 'government-hotline-routing');
    await app.db.update(schedules).set({ maxSubmitCount: 1, maxErrorSubmitCount: 2 }).where(eq(schedules.competitionId, id));
    const who = await player(id, 'quota team');
    const first = await upload(id, who, 'bad.csv', 'id,target\n');
    expect(body(first)).toMatchObject({ status: 'e200' });
    await settle(id, who);
    // The error used the error quota only: a good file still goes in.
    expect(body(await upload(id, who, 'good.csv', predictionFrom('government-hotline-routing'))).status).toBe('e200');
    const data = await settle(id, who);
    expect(data.quota).toMatchObject({ successSubmitCount: 1, errorSubmitCount: 1, maxSubmitCount: 1, maxErrorSubmitCount: 2 });
    expect(data.team[0]).toMatchObject({ status: 'scored', scoreA: 1 });
    const over = await upload(id, who, 'again.csv', predictionFrom('government-hotline-routing'));
    expect(body(over)).toMatchObject({ errno: 'e40319', message: 'The submission quota of this schedule is used up (1/1).' });
    await app.db.update(schedules).set({ maxSubmitCount: 5 }).where(eq(schedules.competitionId, id));
    expect(body(await upload(id, who, 'bad2.csv', 'id,target\n')).status).toBe('e200');
    await settle(id, who);
    // With the error quota used up, no more uploads: the next file could be another error.
    expect(body(await upload(id, who, 'bad3.csv', 'id,target\n'))).toMatchObject({
      errno: 'e40320',
      message: 'The error-submission quota of this schedule is used up (2/2).',
    });
  });

  it('lets exactly one of several simultaneous uploads of one team take its last slot', async () => {
    const id = await importDemo(app, 'government-hotline-routing');
    await app.db.update(schedules).set({ maxSubmitCount: 2, maxErrorSubmitCount: 10 }).where(eq(schedules.competitionId, id));
    const captain = await player(id, 'race team');
    const code = body(
      await app.inject({ method: 'POST', url: '/api/users/invitationCode', headers: captain.headers, payload: { cmptId: id } }),
    ).data;
    const members = [captain];
    // The team's invitation code lets members in at once, up to the competition's team size (5).
    for (let i = 0; i < 4; i++) {
      const member = await signInAs(app, { name: `race member ${i}` });
      await app.inject({ method: 'POST', url: `/api/competitions/${id}/users`, headers: member.headers, payload: {} });
      const joined = await app.inject({
        method: 'POST',
        url: `/api/teams/v2/${code.teamId}/requests`,
        headers: member.headers,
        payload: { cmptId: id, invitationCode: code.code },
      });
      expect(body(joined).data).toEqual({ status: 'accepted' });
      members.push(member);
    }
    // One slot used, one left.
    expect(body(await upload(id, captain, 'first.csv', predictionFrom('government-hotline-routing'))).status).toBe('e200');
    const filesBefore = readdirSync(uploadsFolder(app.config.dataDir)).length;
    const results = await Promise.all(members.map((m, i) => upload(id, m, `race-${i}.csv`, predictionFrom('government-hotline-routing'))));
    const accepted = results.filter((r) => body(r).status === 'e200');
    const refused = results.filter((r) => body(r).status !== 'e200');
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(members.length - 1);
    for (const r of refused)
      expect(body(r)).toMatchObject({ errno: 'e40319', message: 'The submission quota of this schedule is used up (2/2).' });
    const rows = await app.db.select().from(submissions).where(eq(submissions.teamId, code.teamId));
    expect(rows).toHaveLength(2);
    // A refused upload leaves no file behind.
    expect(readdirSync(uploadsFolder(app.config.dataDir)).length).toBe(filesBefore + 1);
    await settle(id, captain);
  });

  it('refuses outside every schedule, and in a later schedule the team is not admitted to', async () => {
    const id = await importDemo(app, 'big-data-credit-default');
    const who = await player(id, 'schedule team');
    const [first, second] = await app.db.select().from(schedules).where(eq(schedules.competitionId, id)).orderBy(schedules.sort);
    const day = 86_400_000;
    await app.db
      .update(schedules)
      .set({ startTime: new Date(Date.now() - 9 * day), endTime: new Date(Date.now() - 8 * day) })
      .where(eq(schedules.id, first!.id));
    expect(body(await upload(id, who, 'p.csv', 'id,target\n'))).toMatchObject({ errno: 'e40317' });
    await app.db
      .update(schedules)
      .set({ startTime: new Date(Date.now() - day), endTime: new Date(Date.now() + day) })
      .where(eq(schedules.id, second!.id));
    expect(body(await upload(id, who, 'p.csv', 'id,target\n'))).toMatchObject({ errno: 'e40318' });
  });

  it('shows list B scores and the list B leaderboard once the list B window is open', async () => {
    const id = await importDemo(app, 'network-intrusion-detection');
    const who = await player(id, 'list b team');
    await upload(
      id,
      who,
      'p.csv',
      predictionFrom('network-intrusion-detection', (_id, target) => (target === '1' ? '0.9' : '0.1')),
    );
    const data = await settle(id, who);
    expect(data.team[0].scoreB).toBeCloseTo(0.10536052, 6);
    const board = body(await app.inject({ url: `/api/competitions/${id}?part=rankings&stage=1` })).data;
    expect(board).toMatchObject({ stage: 1, listBVisible: true, higherIsBetter: false });
    expect(board.list[0].score).toBeCloseTo(0.10536052, 6);
    const detail = body(await app.inject({ url: `/api/competitions/${id}` })).data;
    expect(detail.stage).toBe(1);
  });

  it('takes documents for solution competitions, checking their type', async () => {
    const id = await importDemo(app, 'party-building-knowledge-graph');
    const who = await player(id, 'doc team');
    expect(body(await upload(id, who, 'plan.exe', 'MZ'))).toMatchObject({ errno: 'e40021' });
    expect(body(await upload(id, who, 'plan.pdf', 'not a pdf'))).toMatchObject({ errno: 'e40021' });
    const ok = await upload(id, who, 'plan.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
    expect(body(ok).data).toMatchObject({ status: 'received', fileName: 'plan.pdf', scoreA: null });
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const id = await importDemo(app, 'government-hotline-routing');
    const who = await player(id, 'broken body team');
    const res = await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/uploads`,
      headers: { ...who.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nid,tar',
    });
    expect(res.statusCode).toBe(400);
  });

  it('scores a submission once, however often its job runs', async () => {
    const id = await importDemo(app, 'government-hotline-routing');
    const who = await player(id, 'retry team');
    await upload(id, who, 'p.csv', predictionFrom('government-hotline-routing'));
    const [scored] = (await settle(id, who)).team;
    expect(scored).toMatchObject({ status: 'scored', scoreA: 1 });
    // A retried job (its worker crashed after scoring) changes nothing.
    await queueScoring(app, scored.id);
    await app.jobs.drain();
    const board = body(await app.inject({ url: `/api/competitions/${id}?part=rankings` })).data;
    expect(board.list.find((r: { teamName: string }) => r.teamName === 'retry team')).toMatchObject({ validSubmitCount: 1, score: 1 });
  });
});
