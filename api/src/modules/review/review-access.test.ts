// Every review endpoint × every role, plus no session and a site user's sign-on token: each cell is
// asserted. Allowed cells answer 200 (the fixture makes every call valid); refused ones 403
// REVIEW_ROLE_FORBIDDEN; without a review session 401 REVIEW_SIGN_IN_REQUIRED. What a role sees
// inside an allowed endpoint (assignments, intention projects) is tested in review-projects and
// review-scoring.
import type { ProjectDetail, ReviewRole, Round } from '@dcic/shared/contract';
import type { InjectOptions } from 'fastify';
import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { REVIEW_COOKIE } from './sessions';
import { entryProject, json, loginAs, roundBody, signupProject, type ReviewSession } from './test-support';

type Caller = ReviewRole | 'anonymous' | 'site-user';
const ROLES: ReviewRole[] = [0, 1, 2, 3];

describe.each(engines())('review access: every endpoint × every role (%s)', (engine) => {
  let app: TestApp;
  const sessions = {} as Record<ReviewRole, ReviewSession>;
  let siteHeaders: Record<string, string>;
  let entry: { projectId: number; competitionId: number };
  let signupId: number;
  let documentId: number;
  let openRoundId: number;
  let draftRoundId: number;
  let closedRoundId: number;

  beforeAll(async () => {
    app = await buildTestApp({ engine });
    for (const role of ROLES) sessions[role] = await loginAs(app, role, 2019, `Role ${role}`);
    siteHeaders = (await signInAs(app)).headers;
    const manager = { cookies: sessions[0].cookies };
    entry = await entryProject(app, 2019);
    signupId = await signupProject(app, 2019);
    // One project every role may see: preliminary, marked for the pilot, assigned to the reviewer.
    for (const id of [entry.projectId, signupId]) {
      await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/projects/${id}/status`, payload: { status: 'preliminary' } });
      await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/projects/${id}/intention`, payload: { intention: true } });
    }
    const create = async () =>
      json<Round>(await app.inject({ ...manager, method: 'POST', url: '/api/spic-review/rounds', payload: roundBody(2019) })).data.id;
    closedRoundId = await create();
    await app.inject({ ...manager, method: 'POST', url: `/api/spic-review/rounds/${closedRoundId}/assignments` });
    await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/rounds/${closedRoundId}/state`, payload: { state: 'open' } });
    const scores = { innovation: 8, feasibility: 7, value: 90 };
    const scored = await app.inject({
      cookies: sessions[2].cookies,
      method: 'PUT',
      url: `/api/spic-review/rounds/${closedRoundId}/scores/${entry.projectId}`,
      payload: { scores, submit: true },
    });
    expect(json(scored).status).toBe('e200');
    await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/rounds/${closedRoundId}/state`, payload: { state: 'closed' } });
    openRoundId = await create();
    await app.inject({ ...manager, method: 'POST', url: `/api/spic-review/rounds/${openRoundId}/assignments` });
    await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/rounds/${openRoundId}/state`, payload: { state: 'open' } });
    draftRoundId = await create();
    const detail = json<ProjectDetail>(await app.inject({ ...manager, url: `/api/spic/${entry.projectId}` })).data;
    documentId = detail.documents[0]!.id;
    // A busy machine needs more than the default hook budget for all this.
  }, 120_000);
  afterAll(() => app.close());

  const endpoints: Array<{ name: string; allowed: ReviewRole[]; request: () => InjectOptions }> = [
    { name: 'GET user/self', allowed: ROLES, request: () => ({ url: '/api/spic-review/user/self' }) },
    { name: 'GET projects', allowed: [0, 1], request: () => ({ url: '/api/spic-review/projects?yearTag=2019' }) },
    {
      name: 'PUT project status',
      allowed: [0],
      request: () => ({ method: 'PUT', url: `/api/spic-review/projects/${signupId}/status`, payload: { status: 'preliminary' } }),
    },
    {
      name: 'PUT project intention',
      allowed: [0],
      request: () => ({ method: 'PUT', url: `/api/spic-review/projects/${signupId}/intention`, payload: { intention: true } }),
    },
    { name: 'GET spic/:id', allowed: ROLES, request: () => ({ url: `/api/spic/${entry.projectId}` }) },
    { name: 'GET spic/signup/:id', allowed: ROLES, request: () => ({ url: `/api/spic/signup/${signupId}` }) },
    { name: 'GET document', allowed: ROLES, request: () => ({ url: `/api/spic/${entry.projectId}/documents/${documentId}` }) },
    { name: 'GET rounds', allowed: [0, 2, 3], request: () => ({ url: '/api/spic-review/rounds' }) },
    { name: 'POST rounds', allowed: [0], request: () => ({ method: 'POST', url: '/api/spic-review/rounds', payload: roundBody(2019) }) },
    {
      name: 'PUT rounds/:id',
      allowed: [0],
      request: () => ({ method: 'PUT', url: `/api/spic-review/rounds/${draftRoundId}`, payload: roundBody(2019, { name: 'Renamed' }) }),
    },
    {
      name: 'PUT round state',
      allowed: [0],
      request: () => ({ method: 'PUT', url: `/api/spic-review/rounds/${openRoundId}/state`, payload: { state: 'open' } }),
    },
    {
      name: 'POST assignments',
      allowed: [0],
      request: () => ({ method: 'POST', url: `/api/spic-review/rounds/${openRoundId}/assignments` }),
    },
    { name: 'GET mine', allowed: [2], request: () => ({ url: `/api/spic-review/rounds/${openRoundId}/mine` }) },
    {
      name: 'PUT score',
      allowed: [2],
      request: () => ({
        method: 'PUT',
        url: `/api/spic-review/rounds/${openRoundId}/scores/${entry.projectId}`,
        payload: { scores: { innovation: 5 }, submit: false },
      }),
    },
    { name: 'GET overview', allowed: [0, 3], request: () => ({ url: `/api/spic-review/rounds/${openRoundId}/overview` }) },
    { name: 'GET export', allowed: [0, 3], request: () => ({ url: `/api/spic-review/rounds/${openRoundId}/export?format=csv` }) },
    { name: 'POST publish', allowed: [0], request: () => ({ method: 'POST', url: `/api/spic-review/rounds/${closedRoundId}/publish` }) },
    { name: 'GET audit', allowed: [0], request: () => ({ url: '/api/spic-review/audit' }) },
    { name: 'GET grade', allowed: ROLES, request: () => ({ url: '/api/spic-review/grade' }) },
  ];

  const callers: Caller[] = [...ROLES, 'anonymous', 'site-user'];
  const cells = endpoints.flatMap((endpoint) => callers.map((caller) => [endpoint.name, caller] as const));

  it.each(cells)('%s as %s', async (name, caller) => {
    const endpoint = endpoints.find((candidate) => candidate.name === name)!;
    const auth: InjectOptions =
      caller === 'anonymous' ? {} : caller === 'site-user' ? { headers: siteHeaders } : { cookies: sessions[caller].cookies };
    const res = await app.inject({ ...endpoint.request(), ...auth });
    if (caller === 'anonymous' || caller === 'site-user') {
      expect(res.statusCode).toBe(401);
      expect(json(res).errno).toBe('e40130');
    } else if (endpoint.allowed.includes(caller)) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(403);
      expect(json(res).errno).toBe('e40340');
    }
  });

  it('logs out any caller, with or without a session, and the published ranking is public', async () => {
    for (const options of [{}, { headers: siteHeaders }, { cookies: { [REVIEW_COOKIE]: 'not a session' } }]) {
      expect((await app.inject({ method: 'POST', url: '/api/spic-review/user/logout', ...options })).statusCode).toBe(200);
    }
    const ranking = await app.inject({ url: `/api/spic/results/${entry.competitionId}` });
    expect(json(ranking).data).toMatchObject({
      competitionId: entry.competitionId,
      roundId: closedRoundId,
      list: [{ rank: 1, projectId: entry.projectId, score: 80 }],
    });
  });
});
