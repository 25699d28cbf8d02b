import type { Assignment, AssignResult, FinalRanking, MyAssignments, Overview, PublishResult, Round } from '@dcic/shared/contract';
import { buildTestApp, engines, type TestApp } from '../../test';
import { entryProject, json, loginAs, roundBody, signupProject, type ReviewSession } from './test-support';

describe.each(engines())('review rounds: assignments, scoring rules, overview, export, publishing (%s)', (engine) => {
  let app: TestApp;
  let manager: ReviewSession;
  let reviewers: ReviewSession[];
  let outsider: ReviewSession;
  let year = 2030;

  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  /** A fresh edition per test: its own reviewers, projects and round, so tests do not see each other's data. */
  async function edition(projects: number, reviewerCount: number, perProject: number) {
    year += 1;
    manager = await loginAs(app, 0, year);
    reviewers = [];
    for (let i = 0; i < reviewerCount; i++) reviewers.push(await loginAs(app, 2, year, `Reviewer ${i}`));
    outsider = await loginAs(app, 2, year - 1, 'Reviewer of another year');
    const ids: number[] = [];
    for (let i = 0; i < projects; i++) ids.push(i % 2 === 0 ? (await entryProject(app, year)).projectId : await signupProject(app, year));
    for (const id of ids) await asManager('PUT', `/api/spic-review/projects/${id}/status`, { status: 'preliminary' });
    const round = json<Round>(
      await asManager('POST', '/api/spic-review/rounds', roundBody(year, { reviewersPerProject: perProject })),
    ).data;
    return { ids, roundId: round.id };
  }

  const asManager = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, cookies: manager.cookies, headers: { 'x-lang': 'en-US' } });
  const score = (who: ReviewSession, roundId: number, projectId: number, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/spic-review/rounds/${roundId}/scores/${projectId}`,
      payload,
      cookies: who.cookies,
      headers: { 'x-lang': 'en-US' },
    });
  const mine = async (who: ReviewSession, roundId: number) =>
    json<MyAssignments>(await app.inject({ url: `/api/spic-review/rounds/${roundId}/mine`, cookies: who.cookies })).data;
  const overviewOf = async (roundId: number) => json<Overview>(await asManager('GET', `/api/spic-review/rounds/${roundId}/overview`)).data;

  it('assigns each project to N reviewers of the edition, balanced, and tops up without moving what is assigned', async () => {
    const { roundId } = await edition(5, 3, 2);
    const first = json<AssignResult>(await asManager('POST', `/api/spic-review/rounds/${roundId}/assignments`)).data;
    expect(first.created).toBe(10);
    const loads = first.load.map((entry) => entry.assigned).sort();
    expect(loads).toEqual([3, 3, 4]);
    for (const reviewer of reviewers)
      expect((await mine(reviewer, roundId)).list.length).toBe(first.load.find((l) => l.reviewer.id === reviewer.user.id)!.assigned);
    expect((await mine(outsider, roundId)).list).toEqual([]);
    const overview = await overviewOf(roundId);
    for (const row of overview.rows) expect(new Set(row.reviewers.map((r) => r.reviewer.id)).size).toBe(2);
    // A new preliminary project later: only it gets reviewers.
    const late = await signupProject(app, year);
    await asManager('PUT', `/api/spic-review/projects/${late}/status`, { status: 'preliminary' });
    const again = json<AssignResult>(await asManager('POST', `/api/spic-review/rounds/${roundId}/assignments`)).data;
    expect(again.created).toBe(2);
    expect(again.load.map((entry) => entry.assigned).sort()).toEqual([4, 4, 4]);
  });

  it('refuses to assign when the edition has no active reviewer', async () => {
    const { roundId } = await edition(1, 0, 1);
    const res = await asManager('POST', `/api/spic-review/rounds/${roundId}/assignments`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ errno: 'e40943', message: `There are no active reviewers of ${year} to assign.` });
  });

  it('lets a reviewer neither read nor score nor download a project assigned to someone else', async () => {
    const { roundId } = await edition(2, 2, 1);
    await asManager('POST', `/api/spic-review/rounds/${roundId}/assignments`);
    await asManager('PUT', `/api/spic-review/rounds/${roundId}/state`, { state: 'open' });
    const [a, b] = reviewers as [ReviewSession, ReviewSession];
    const theirs = (await mine(b, roundId)).list[0]!.project.id;
    expect((await mine(a, roundId)).list.map((item) => item.project.id)).not.toContain(theirs);
    const read = await app.inject({ url: `/api/spic/${theirs}`, cookies: a.cookies });
    expect(read.statusCode).toBe(403);
    expect(json(read).errno).toBe('e40341');
    const scored = await score(a, roundId, theirs, { scores: { innovation: 5 }, submit: false });
    expect(scored.statusCode).toBe(403);
    expect(json(scored).errno).toBe('e40341');
    const doc = json<{ documents: Array<{ id: number }> }>(await app.inject({ url: `/api/spic/${theirs}`, cookies: b.cookies })).data
      .documents[0]!;
    expect((await app.inject({ url: `/api/spic/${theirs}/documents/${doc.id}`, cookies: a.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/spic/${theirs}/documents/${doc.id}`, cookies: b.cookies })).statusCode).toBe(200);
  });

  it('checks ranges and criteria, keeps drafts out of the averages, weighs submissions, and allows revision until the round closes', async () => {
    const { ids, roundId } = await edition(1, 2, 2);
    await asManager('POST', `/api/spic-review/rounds/${roundId}/assignments`);
    const [a, b] = reviewers as [ReviewSession, ReviewSession];
    const project = ids[0]!;
    // Not open yet.
    expect(json(await score(a, roundId, project, { scores: { innovation: 5 }, submit: false })).errno).toBe('e40940');
    await asManager('PUT', `/api/spic-review/rounds/${roundId}/state`, { state: 'open' });

    const outOfRange = await score(a, roundId, project, { scores: { innovation: 11 }, submit: false });
    expect(outOfRange.statusCode).toBe(400);
    expect(json(outOfRange)).toMatchObject({ errno: 'e40040', message: 'The score of “Innovation” must be between 0 and 10.' });
    expect(json(await score(a, roundId, project, { scores: { innovation: -1 }, submit: false })).errno).toBe('e40040');
    expect(json(await score(a, roundId, project, { scores: { charm: 3 }, submit: false }))).toMatchObject({ errno: 'e40042' });
    const incomplete = await score(a, roundId, project, { scores: { innovation: 5 }, submit: true });
    expect(json(incomplete)).toMatchObject({
      errno: 'e40041',
      message: 'Score every criterion before submitting; missing: Feasibility, Value.',
    });

    // A draft is kept but does not count.
    const draft = json<Assignment>(
      await score(a, roundId, project, { scores: { innovation: 5 }, comment: 'first look', submit: false }),
    ).data;
    expect(draft).toMatchObject({ state: 'draft', scores: { innovation: 5 }, comment: 'first look', total: null, submittedAt: null });
    let row = (await overviewOf(roundId)).rows[0];
    expect(row).toMatchObject({ average: null, rank: null, submitted: 0 });

    // Weighted on 0–100: innovation 10/10 (weight 40), feasibility 5/10 (30), value 50/100 (30) → 70.
    const submitted = json<Assignment>(
      await score(a, roundId, project, { scores: { innovation: 10, feasibility: 5, value: 50 }, comment: 'solid', submit: true }),
    ).data;
    expect(submitted).toMatchObject({ state: 'submitted', total: 70 });
    // innovation 4 (16), feasibility 2 (6), value 20 (6) → 28: 42 points apart, a large disagreement.
    expect(
      json<Assignment>(await score(b, roundId, project, { scores: { innovation: 4, feasibility: 2, value: 20 }, submit: true })).data.total,
    ).toBe(28);
    row = (await overviewOf(roundId)).rows[0];
    expect(row).toMatchObject({
      rank: 1,
      average: 49,
      spread: 42,
      disagreement: true,
      submitted: 2,
      criteria: { innovation: 7, feasibility: 3.5, value: 35 },
    });

    // Revision while open.
    expect(
      json<Assignment>(await score(b, roundId, project, { scores: { innovation: 9, feasibility: 6, value: 60 }, submit: true })).data.total,
    ).toBe(72);
    row = (await overviewOf(roundId)).rows[0];
    expect(row).toMatchObject({ average: 71, spread: 2, disagreement: false });

    // Closed: final.
    await asManager('PUT', `/api/spic-review/rounds/${roundId}/state`, { state: 'closed' });
    const late = await score(b, roundId, project, { scores: { innovation: 1, feasibility: 1, value: 1 }, submit: true });
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({ errno: 'e40940', message: 'The review round is not open; scores cannot be changed.' });
    expect((await mine(b, roundId)).list[0]).toMatchObject({ total: 72, state: 'submitted' });
  });

  it('locks the scheme once the round opens and refuses an inconsistent scheme', async () => {
    const { roundId } = await edition(0, 1, 1);
    const bad = roundBody(year, { scheme: [{ key: 'a', name: 'A', weight: 1, min: 5, max: 5 }] });
    expect(json(await asManager('PUT', `/api/spic-review/rounds/${roundId}`, bad)).errno).toBe('e40043');
    const twice = roundBody(year, {
      scheme: [
        { key: 'a', name: 'A', weight: 1, min: 0, max: 5 },
        { key: 'a', name: 'B', weight: 1, min: 0, max: 5 },
      ],
    });
    expect(json(await asManager('POST', '/api/spic-review/rounds', twice)).errno).toBe('e40043');
    expect(json<Round>(await asManager('PUT', `/api/spic-review/rounds/${roundId}`, roundBody(year, { name: 'Renamed' }))).data.name).toBe(
      'Renamed',
    );
    await asManager('PUT', `/api/spic-review/rounds/${roundId}/state`, { state: 'open' });
    const locked = await asManager('PUT', `/api/spic-review/rounds/${roundId}`, roundBody(year));
    expect(locked.statusCode).toBe(409);
    expect(json(locked).errno).toBe('e40941');
  });

  it('ranks by weighted average with shared ranks, exports CSV and XLSX, and publishes entries per competition once closed', async () => {
    const { ids, roundId } = await edition(3, 1, 1);
    await asManager('POST', `/api/spic-review/rounds/${roundId}/assignments`);
    await asManager('PUT', `/api/spic-review/rounds/${roundId}/state`, { state: 'open' });
    const [reviewer] = reviewers as [ReviewSession];
    const same = { scores: { innovation: 5, feasibility: 5, value: 50 }, submit: true };
    await score(reviewer, roundId, ids[0]!, same);
    await score(reviewer, roundId, ids[1]!, { scores: { innovation: 9, feasibility: 9, value: 90 }, submit: true });
    await score(reviewer, roundId, ids[2]!, same);
    const { rows } = await overviewOf(roundId);
    expect(rows.map((row) => [row.project.id, row.rank, row.average])).toEqual([
      [ids[1], 1, 90],
      [ids[0], 2, 50],
      [ids[2], 2, 50],
    ]);

    const csv = await asManager('GET', `/api/spic-review/rounds/${roundId}/export?format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`attachment; filename="review-round-${roundId}.csv"`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Rank,Project id,Project,Competition,Organisation,Reviewers,Innovation,Feasibility,Value,Weighted average,Spread,Large disagreement,Submitted/assigned',
    );
    expect(lines[1]).toMatch(new RegExp(`^1,${ids[1]},`));
    expect(lines[1]).toMatch(/,9,9,90,90,0,no,1\/1$/);
    const zh = await app.inject({
      url: `/api/spic-review/rounds/${roundId}/export?format=csv`,
      cookies: manager.cookies,
      headers: { 'x-lang': 'zh-CN' },
    });
    expect(zh.body.replace(/^\ufeff/, '').split('\r\n')[0]).toMatch(/^排名,项目编号,项目,/);

    const xlsx = await asManager('GET', `/api/spic-review/rounds/${roundId}/export?format=xlsx`);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    expect(json(await asManager('POST', `/api/spic-review/rounds/${roundId}/publish`)).errno).toBe('e40942');
    await asManager('PUT', `/api/spic-review/rounds/${roundId}/state`, { state: 'closed' });
    const published = json<PublishResult>(await asManager('POST', `/api/spic-review/rounds/${roundId}/publish`)).data;
    // Entries 0 and 2 are of one competition (signups have none): tied, both second overall, both first there.
    expect(published.competitions).toHaveLength(1);
    expect(published.competitions[0]!.ranked).toBe(2);
    const competitionId = published.competitions[0]!.competition.id;
    const ranking = json<FinalRanking>(await app.inject({ url: `/api/spic/results/${competitionId}` })).data;
    expect(ranking.list.map((row) => [row.projectId, row.rank, row.score])).toEqual(
      expect.arrayContaining([
        [ids[0], 1, 50],
        [ids[2], 1, 50],
      ]),
    );
    const rounds = json<Round[]>(await asManager('GET', '/api/spic-review/rounds')).data;
    expect(rounds.find((r) => r.id === roundId)!.publishedAt).not.toBeNull();
  });
});
