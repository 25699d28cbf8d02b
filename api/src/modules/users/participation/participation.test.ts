import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';
import { endedCompetition, openCompetition, scheduleIds, signUp, team } from './test-support';

describe.each(engines())('competition history and standing (%s)', (engine) => {
  let app: TestApp;
  let owner: SignedIn;
  let mate: SignedIn;
  let stranger: SignedIn;
  let ended: number;
  let running: number;
  let waiting: number;
  let solution: number;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
    owner = await signInAs(app, { name: 'Owner' });
    mate = await signInAs(app, { name: 'Mate' });
    stranger = await signInAs(app, { name: 'Stranger' });
    // Ended, mean absolute error (lower is better), list B shown: the owner's team is second of three there.
    ended = await endedCompetition(app, 'chip-yield-estimation');
    const [endedSchedule] = await scheduleIds(app, ended);
    await team(app, ended, 'Alpha', [mate.user.id, owner.user.id], { scheduleId: endedSchedule!, a: 0.6, b: 0.1 });
    await team(app, ended, 'Beta', [(await signInAs(app)).user.id], { scheduleId: endedSchedule!, a: 0.01, b: 0.2 });
    await team(app, ended, 'Gamma', [(await signInAs(app)).user.id], { scheduleId: endedSchedule!, a: 0.5, b: 0.05 });
    // In progress, AUC (higher is better), list B not open yet: second of two on list A.
    running = await openCompetition(app, 'big-data-credit-default');
    const [runningSchedule] = await scheduleIds(app, running);
    await team(app, running, 'Delta', [owner.user.id], { scheduleId: runningSchedule!, a: 0.9, b: 0.99 });
    await team(app, running, 'Echo', [(await signInAs(app)).user.id], { scheduleId: runningSchedule!, a: 0.95, b: 0.5 });
    // Signed up, no team yet.
    waiting = await openCompetition(app, 'government-hotline-routing');
    await signUp(app, waiting, [owner.user.id]);
    // An ended solution competition whose review ranking is not published: a team, no standing.
    solution = await endedCompetition(app, 'youth-robot-design', 60);
    await team(app, solution, 'Robots', [owner.user.id]);
  }, 180_000);
  afterAll(() => app.close());

  const get = (url: string, who: SignedIn | null) => app.inject({ url, headers: { ...(who?.headers ?? {}), 'x-lang': 'en-US' } });
  const history = (who: SignedIn | null, id: number | string = owner.user.id, query = '') =>
    get(`/api/users/${id}/competition-history${query}`, who);
  const standing = (who: SignedIn | null, id: number | string = owner.user.id) => get(`/api/v2/users/rank/${id}`, who);
  const showCompetitions = (value: boolean) =>
    app.inject({ method: 'PUT', url: '/api/users/updatePrivateCompetition', headers: owner.headers, payload: { value } });

  describe('GET /api/users/:id/competition-history', () => {
    it('lists every competition signed up for, newest first, with team, best score, rank and dates', async () => {
      const res = await history(owner);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.visible).toBe(true);
      expect(data.total).toBe(4);
      expect(data.list.map((item: { competition: { id: number } }) => item.competition.id)).toEqual([running, waiting, ended, solution]);
      const [runningItem, waitingItem, endedItem, solutionItem] = data.list;
      expect(runningItem).toMatchObject({
        competition: { id: running, name: 'Credit default risk prediction', type: 'computing', timeState: 'in-progress' },
        team: { name: 'Delta', isCaptain: true },
        standing: { rank: 2, teamCount: 2, score: 0.9, board: 'A', higherIsBetter: true },
        certificate: false,
      });
      expect(waitingItem).toMatchObject({ team: null, standing: null, certificate: false });
      expect(endedItem).toMatchObject({
        competition: { timeState: 'ended', startTime: expect.any(String), endTime: expect.any(String) },
        team: { name: 'Alpha', isCaptain: false },
        standing: { rank: 2, teamCount: 3, score: 0.1, board: 'B', higherIsBetter: false },
        signedUpAt: expect.any(String),
        certificate: true,
      });
      expect(solutionItem).toMatchObject({
        competition: { type: 'solution', timeState: 'ended' },
        team: { name: 'Robots' },
        standing: null,
        certificate: true,
      });
    });

    it('answers in the request language and pages', async () => {
      const zh = (
        await app.inject({ url: `/api/users/${owner.user.id}/competition-history`, headers: { ...owner.headers, 'x-lang': 'zh-CN' } })
      ).json().data;
      expect(zh.list[0].competition.name).toBe('信贷违约风险预测');
      const second = (await history(owner, owner.user.id, '?page=2&per_page=3')).json().data;
      expect(second).toMatchObject({ visible: true, total: 4 });
      expect(second.list.map((item: { competition: { id: number } }) => item.competition.id)).toEqual([solution]);
    });

    it('shows another signed-in user the same history without the certificate action', async () => {
      const { data } = (await history(stranger)).json();
      expect(data.total).toBe(4);
      expect(data.list.every((item: { certificate: boolean }) => !item.certificate)).toBe(true);
      expect(data.list[2].standing).toMatchObject({ rank: 2 });
    });

    it('hides it from others when the owner hides the competitions they joined; the owner still sees it', async () => {
      expect((await showCompetitions(false)).statusCode).toBe(200);
      try {
        expect((await history(stranger)).json().data).toEqual({ visible: false, list: [], total: 0 });
        expect((await history(mate)).json().data.visible).toBe(false);
        expect((await history(owner)).json().data).toMatchObject({ visible: true, total: 4 });
      } finally {
        await showCompetitions(true);
      }
      expect((await history(stranger)).json().data.visible).toBe(true);
    });

    it('needs sign-in and an existing user', async () => {
      expect((await history(null)).statusCode).toBe(401);
      const missing = await history(owner, 99_999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('The user 99999999 you visited does not exist.');
      expect((await history(owner, 'abc')).statusCode).toBe(404);
    });

    it('is empty for a user who never signed up', async () => {
      expect((await history(owner, stranger.user.id)).json().data).toEqual({ visible: true, list: [], total: 0 });
    });
  });

  describe('GET /api/v2/users/rank/:id', () => {
    it('sums up the standing across competitions, best rank first', async () => {
      const res = await standing(stranger);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ visible: true, summary: { competitions: 4, ranked: 2, bestRank: 2, topFinishes: 2 } });
      expect(data.list).toHaveLength(2);
      expect(data.list.map((item: { competition: { id: number } }) => item.competition.id).sort()).toEqual([running, ended].sort());
      expect(data.list[0].standing).toMatchObject({ rank: 2, teamCount: 2 });
    });

    it('is empty for a user without a rank', async () => {
      expect((await standing(owner, stranger.user.id)).json().data).toEqual({
        visible: true,
        summary: { competitions: 0, ranked: 0, bestRank: null, topFinishes: 0 },
        list: [],
      });
    });

    it('respects the privacy choice and needs sign-in', async () => {
      await showCompetitions(false);
      try {
        expect((await standing(stranger)).json().data).toEqual({ visible: false, summary: null, list: [] });
        expect((await standing(owner)).json().data.summary).toMatchObject({ competitions: 4 });
      } finally {
        await showCompetitions(true);
      }
      expect((await standing(null)).statusCode).toBe(401);
      expect((await standing(owner, '0')).statusCode).toBe(404);
    });
  });
});
