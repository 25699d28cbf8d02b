import type { AuditPage, GradeRow, ProjectDetail, ProjectPage, ProjectSummary, Round, SignupDetail } from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, engines, type TestApp } from '../../test';
import { importDemo } from '../../test/competitions';
import { addEntry } from './demo-data';
import { demoPdf } from './demo-files';
import { reviewProjects } from './schema';
import { entryProject, json, loginAs, roundBody, signupProject, type ReviewSession } from './test-support';

describe.each(engines())('review projects: lists, recycle bin, intention, detail, documents, audit (%s)', (engine) => {
  let app: TestApp;
  let manager: ReviewSession;
  let year = 2040;

  beforeAll(async () => {
    app = await buildTestApp({ engine });
    manager = await loginAs(app, 0, 2019, 'Manager');
  });
  afterAll(() => app.close());

  const as = (who: ReviewSession, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, cookies: who.cookies, headers: { 'x-lang': 'en-US' } });
  const list = async (who: ReviewSession, query: string) =>
    json<ProjectPage>(await as(who, 'GET', `/api/spic-review/projects?${query}`)).data;
  const status = (id: number, value: string) => as(manager, 'PUT', `/api/spic-review/projects/${id}/status`, { status: value });

  it('brings every team that handed in a document to a solution competition in as an entry, once, with its year tag', async () => {
    const competitionId = await importDemo(app, 'youth-robot-design');
    const computing = await importDemo(app, 'big-data-credit-default');
    const teamId = await addEntry(app.db, app.files, {
      competitionId,
      teamName: '机器人小队',
      members: [{ ssoId: 'review-sync-a', name: 'A' }],
      documents: [
        { fileName: 'a.pdf', content: demoPdf('a') },
        { fileName: 'b.pdf', content: demoPdf('b') },
      ],
    });
    // A computing competition's files are predictions, not entries.
    const computingTeam = await addEntry(app.db, app.files, {
      competitionId: computing,
      teamName: 'not an entry',
      members: [{ ssoId: 'review-sync-b', name: 'B' }],
      documents: [{ fileName: 'c.pdf', content: demoPdf('c') }],
    });
    // Nothing is brought in until a manager looks.
    expect(await app.db.select().from(reviewProjects).where(eq(reviewProjects.teamId, teamId))).toEqual([]);
    const first = await list(manager, 'yearTag=2019&search=机器人');
    const again = await list(manager, 'yearTag=2019&search=机器人');
    const rows = await app.db.select().from(reviewProjects).where(eq(reviewProjects.teamId, teamId));
    expect(rows).toHaveLength(1);
    expect(await app.db.select().from(reviewProjects).where(eq(reviewProjects.teamId, computingTeam))).toEqual([]);
    const tagged = rows[0]!.yearTag;
    expect(tagged).toBeGreaterThan(2020);
    const inYear = await list(manager, `yearTag=${tagged}&search=机器人`);
    expect(inYear.list).toEqual([
      expect.objectContaining({
        source: 'entry',
        title: '机器人小队',
        status: 'candidate',
        documentCount: 2,
        team: { id: teamId, name: '机器人小队' },
      }),
    ]);
    expect(inYear.list[0]!.competition).toEqual({ id: competitionId, name: 'Youth intelligent robot design' });
    expect(first.total + again.total).toBe(0);
    expect(inYear.years).toContain(tagged);
    expect(json(await as(manager, 'GET', '/api/spic-review/projects?yearTag=1999')).errno).toBe('e40000');
  });

  it('filters by year tag, status and search, and pages', async () => {
    year += 1;
    const a = await signupProject(app, year, 'Smart harbour');
    const b = await signupProject(app, year, 'Smart clinic');
    const c = await signupProject(app, year, 'Rural market');
    await signupProject(app, year + 100, 'Smart harbour of another year');
    await status(b, 'preliminary');
    await status(c, 'recycled');
    expect((await list(manager, `yearTag=${year}`)).list.map((p) => p.id)).toEqual([a, b]);
    expect((await list(manager, `yearTag=${year}&status=preliminary`)).list.map((p) => p.id)).toEqual([b]);
    expect((await list(manager, `yearTag=${year}&status=recycled`)).list.map((p) => p.id)).toEqual([c]);
    expect((await list(manager, `yearTag=${year}&search=smart`)).list.map((p) => p.id)).toEqual([a, b]);
    expect((await list(manager, `yearTag=${year}&search=${encodeURIComponent('%')}`)).total).toBe(0);
    const paged = await list(manager, `yearTag=${year}&per_page=1&page=2`);
    expect(paged).toMatchObject({ total: 2, list: [{ id: b }] });
  });

  it('moves a project to the recycle bin and back where it was, and audits who did it', async () => {
    year += 1;
    const id = await signupProject(app, year);
    await status(id, 'preliminary');
    const recycled = json<ProjectSummary>(await status(id, 'recycled')).data;
    expect(recycled).toMatchObject({ status: 'recycled', recycledFrom: 'preliminary' });
    expect((await list(manager, `yearTag=${year}`)).total).toBe(0);
    const restored = json<ProjectSummary>(await status(id, recycled.recycledFrom!)).data;
    expect(restored).toMatchObject({ status: 'preliminary', recycledFrom: null });
    // The same status again changes nothing and leaves no audit row.
    await status(id, 'preliminary');
    const trail = json<AuditPage>(await as(manager, 'GET', `/api/spic-review/audit?projectId=${id}`)).data;
    expect(trail.list.map((e) => [e.action, e.detail.from, e.detail.to])).toEqual([
      ['project.status', 'recycled', 'preliminary'],
      ['project.status', 'preliminary', 'recycled'],
      ['project.status', 'candidate', 'preliminary'],
    ]);
    expect(trail.list[0]!.actor).toEqual({ id: manager.user.id, name: 'Manager', account: manager.user.account });
    const history = json<ProjectDetail>(await as(manager, 'GET', `/api/spic/${id}`)).data.history;
    expect(history).toHaveLength(3);
  });

  it('marks pilot intention; the intention viewer lists and opens only intention projects outside the recycle bin', async () => {
    year += 1;
    const viewer = await loginAs(app, 1, year);
    const marked = await signupProject(app, year, 'Pilot city');
    const plain = await signupProject(app, year, 'Plain project');
    const binned = await signupProject(app, year, 'Binned pilot');
    await as(manager, 'PUT', `/api/spic-review/projects/${marked}/intention`, { intention: true });
    await as(manager, 'PUT', `/api/spic-review/projects/${binned}/intention`, { intention: true });
    await status(binned, 'recycled');
    const refused = await as(manager, 'PUT', `/api/spic-review/projects/${binned}/intention`, { intention: false });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errno).toBe('e40944');
    const seen = await list(viewer, `yearTag=${year}`);
    expect(seen.list.map((p) => p.id)).toEqual([marked]);
    expect((await list(viewer, `yearTag=${year}&status=recycled`)).list).toEqual([]);
    expect(json(await as(viewer, 'GET', `/api/spic/${marked}`)).data).toMatchObject({
      id: marked,
      intention: true,
      history: [],
      reviews: [],
    });
    for (const id of [plain, binned]) {
      const res = await as(viewer, 'GET', `/api/spic/${id}`);
      expect(res.statusCode).toBe(403);
      expect(json(res).errno).toBe('e40340');
    }
    expect(json(await as(viewer, 'GET', '/api/spic/999999')).errno).toBe('e40440');
  });

  it('shows an entry with its documents and team, a signup with its form; PDFs inline, other files as downloads', async () => {
    const { projectId, teamId } = await entryProject(app, 2019);
    const detail = json<ProjectDetail>(await as(manager, 'GET', `/api/spic/${projectId}`)).data;
    expect(detail).toMatchObject({ source: 'entry', team: { id: teamId } });
    expect(detail.members).toHaveLength(2);
    expect(detail.members.filter((m) => m.captain)).toHaveLength(1);
    const [pdf, docx] = detail.documents as [ProjectDetail['documents'][number], ProjectDetail['documents'][number]];
    expect(pdf).toMatchObject({ name: '方案.pdf', pdf: true });
    expect(docx).toMatchObject({ name: 'slides.docx', pdf: false });
    const opened = await as(manager, 'GET', `/api/spic/${projectId}/documents/${pdf.id}`);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe(`inline; filename="__.pdf"; filename*=UTF-8''%E6%96%B9%E6%A1%88.pdf`);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const saved = await as(manager, 'GET', `/api/spic/${projectId}/documents/${docx.id}`);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="slides.docx"/);
    expect(json(await as(manager, 'GET', `/api/spic/signup/${projectId}`)).errno).toBe('e40441');

    const other = await signupProject(app, 2019, 'Other');
    const otherDoc = json<ProjectDetail>(await as(manager, 'GET', `/api/spic/${other}`)).data.documents[0]!;
    // A document id of another project is not found through this one.
    expect(json(await as(manager, 'GET', `/api/spic/${projectId}/documents/${otherDoc.id}`)).errno).toBe('e40442');
    const signup = json<SignupDetail>(await as(manager, 'GET', `/api/spic/signup/${other}`)).data;
    expect(signup).toMatchObject({
      id: other,
      status: 'candidate',
      yearTag: 2019,
      form: { projectName: 'Other', members: ['Li Lei', 'Han Meimei'] },
    });
    expect(signup.documents).toHaveLength(1);
  });

  it('shows reviews by role: all to managers, submitted ones to overview viewers, their own to reviewers', async () => {
    year += 1;
    const yearManager = await loginAs(app, 0, year);
    const viewer = await loginAs(app, 3, year);
    const [a, b] = [await loginAs(app, 2, year, 'A'), await loginAs(app, 2, year, 'B')];
    const id = await signupProject(app, year);
    await as(yearManager, 'PUT', `/api/spic-review/projects/${id}/status`, { status: 'preliminary' });
    const round = json<Round>(await as(yearManager, 'POST', '/api/spic-review/rounds', roundBody(year, { reviewersPerProject: 2 }))).data;
    await as(yearManager, 'POST', `/api/spic-review/rounds/${round.id}/assignments`);
    await as(yearManager, 'PUT', `/api/spic-review/rounds/${round.id}/state`, { state: 'open' });
    await as(a, 'PUT', `/api/spic-review/rounds/${round.id}/scores/${id}`, {
      scores: { innovation: 1, feasibility: 1, value: 10 },
      submit: true,
    });
    await as(b, 'PUT', `/api/spic-review/rounds/${round.id}/scores/${id}`, { scores: { innovation: 2 }, comment: 'draft', submit: false });
    const names = async (who: ReviewSession) =>
      json<ProjectDetail>(await as(who, 'GET', `/api/spic/${id}`)).data.reviews.map((r) => `${r.reviewer.name}:${r.state}`);
    expect(await names(yearManager)).toEqual(['A:submitted', 'B:draft']);
    expect(await names(viewer)).toEqual(['A:submitted']);
    expect(await names(a)).toEqual(['A:submitted']);
    expect(await names(b)).toEqual(['B:draft']);
    const grade = async (who: ReviewSession) =>
      json<{ rows: GradeRow[] }>(await as(who, 'GET', `/api/spic-review/grade?roundId=${round.id}`)).data.rows;
    expect(await grade(viewer)).toEqual([expect.objectContaining({ assigned: 2, submitted: 1, mine: null })]);
    expect((await grade(viewer))[0]!.reviewers).toHaveLength(2);
    expect(await grade(b)).toEqual([expect.objectContaining({ mine: 'draft', reviewers: [] })]);
  });
});
