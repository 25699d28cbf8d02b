import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { runRescoreCommand } from '../../cli/submissions';
import { createScoringPool, type ScoringPool } from '../../scoring';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type TestApp } from '../../test';
import { captainOf, importDemo, json, multipartFile, predictionFrom, type Player } from '../../test/competitions';
import { competitionFolder, schedules, uploadsFolder } from '../catalogue';
import { submissions, teamScores } from './schema';
import { requeueLost } from './requeue-lost';
import { queueScoring, scoreSubmission } from './score-submission';

const SLUG = 'government-hotline-routing';
const STAFF = 'staff-rescore@dcic.example';

describe.each(engines())('scoring: queue, time limit, retries, re-scores (%s)', (engine) => {
  let app: TestApp;
  let id: number;
  let pool: ScoringPool;
  beforeAll(async () => {
    // No background workers: the test decides when jobs run, so it sees files waiting.
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] }, jobs: { workers: false } });
    id = await importDemo(app, SLUG);
    await app.db.update(schedules).set({ maxSubmitCount: 50, maxErrorSubmitCount: 20 }).where(eq(schedules.competitionId, id));
    pool = createScoringPool({ threads: 1 });
  }, 120_000);
  afterAll(async () => {
    await pool.close();
    await app.close();
  });

  const answerPath = () => path.join(competitionFolder(app.config.dataDir, SLUG), 'private', 'answer.csv');
  const lists = async (who: Player, lang = 'en-US') =>
    json(await app.inject({ url: `/api/competitions/${id}?part=submits`, headers: { ...who.headers, 'x-lang': lang } })).data;
  const board = async () => json(await app.inject({ url: `/api/competitions/${id}?part=rankings&per_size=100` })).data.list;

  async function team(name: string): Promise<Player> {
    const who = await signInAs(app, { name, authentication: 1 });
    await captainOf(app, id, who, name);
    return who;
  }

  async function upload(who: Player, content: string): Promise<number> {
    const file = multipartFile('prediction.csv', content);
    const res = await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/uploads`,
      headers: { ...who.headers, ...file.headers },
      payload: file.payload,
    });
    expect(json(res).status).toBe('e200');
    return json(res).data.id;
  }

  let staffMember: Player | undefined;
  async function staff(): Promise<Player> {
    if (staffMember) return staffMember;
    const user = await createUser(app, { email: STAFF, name: 'Staff' });
    staffMember = { user, headers: bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name })) };
    return staffMember;
  }

  // First in the suite: no scoring thread has started yet, and starting one alone takes over 1 ms.
  it('fails a file past the time limit with a reason in both languages; it uses the error quota only', async () => {
    const who = await team('slow team');
    const limit = app.config.scoringTimeLimitMs;
    app.config.scoringTimeLimitMs = 1;
    try {
      const submissionId = await upload(who, predictionFrom(SLUG));
      await app.jobs.drain();
      const [row] = await app.db.select().from(submissions).where(eq(submissions.id, submissionId));
      expect(row).toMatchObject({ status: 'error', errorReason: 'time-limit', scoreA: null, scoringStartedAt: null });
      // The file is kept.
      expect(existsSync(path.join(uploadsFolder(app.config.dataDir), row!.storedName))).toBe(true);
    } finally {
      app.config.scoringTimeLimitMs = limit;
    }
    const en = await lists(who);
    expect(en.team[0]).toMatchObject({
      status: 'error',
      queue: null,
      errorReason: expect.stringMatching(/^Scoring took longer than the limit/),
    });
    expect(en.quota).toMatchObject({ successSubmitCount: 0, errorSubmitCount: 1 });
    expect((await lists(who, 'zh-CN')).team[0].errorReason).toMatch(/^评分超时/);
    // Its job running again (a retry) changes nothing.
    await queueScoring(app, en.team[0].id);
    await app.jobs.drain();
    expect((await lists(who)).quota).toMatchObject({ successSubmitCount: 0, errorSubmitCount: 1 });
  });

  it('shows each waiting file its place in the queue, and "scoring" while a job has it', async () => {
    const first = await team('queue team one');
    const second = await team('queue team two');
    const a = await upload(first, predictionFrom(SLUG));
    const b = await upload(second, predictionFrom(SLUG));
    const c = await upload(first, predictionFrom(SLUG));
    const positions = (list: Array<{ id: number; queue: unknown }>) => Object.fromEntries(list.map((s) => [s.id, s.queue]));
    expect(positions((await lists(first)).team)).toEqual({
      [a]: { state: 'queued', position: 1 },
      [c]: { state: 'queued', position: 3 },
    });
    expect(positions((await lists(second)).team)).toEqual({ [b]: { state: 'queued', position: 2 } });
    // A job takes the first file: it is being scored, and the others move up.
    await app.db.update(submissions).set({ scoringStartedAt: new Date() }).where(eq(submissions.id, a));
    expect(positions((await lists(first)).team)).toEqual({
      [a]: { state: 'scoring', position: null },
      [c]: { state: 'queued', position: 2 },
    });
    expect(positions((await lists(second)).team)).toEqual({ [b]: { state: 'queued', position: 1 } });
    await app.db.update(submissions).set({ scoringStartedAt: null }).where(eq(submissions.id, a));
    await app.jobs.drain();
    const done = await lists(first);
    expect(done.team.map((s: { status: string; queue: unknown }) => [s.status, s.queue])).toEqual([
      ['scored', null],
      ['scored', null],
    ]);
  });

  it('scores a file once when its job crashed and ran again, or ran twice', async () => {
    const who = await team('retry team');
    const submissionId = await upload(who, predictionFrom(SLUG));
    // The first attempt crashes (the answer cannot be read): the file waits for the retry, not scored.
    renameSync(answerPath(), `${answerPath()}.away`);
    try {
      await expect(scoreSubmission(app, pool, submissionId, { id: 'x', name: 'test', retryCount: 0 })).rejects.toThrow();
    } finally {
      renameSync(`${answerPath()}.away`, answerPath());
    }
    const [waiting] = await app.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(waiting).toMatchObject({ status: 'pending', scoringStartedAt: null });
    await scoreSubmission(app, pool, submissionId, { id: 'x', name: 'test', retryCount: 1 });
    // A second retry, and the queued job itself, find it scored.
    await scoreSubmission(app, pool, submissionId, { id: 'x', name: 'test', retryCount: 2 });
    await app.jobs.drain();
    const data = await lists(who);
    expect(data.team).toHaveLength(1);
    expect(data.team[0]).toMatchObject({ status: 'scored', scoreA: 1 });
    expect(data.quota).toMatchObject({ successSubmitCount: 1, errorSubmitCount: 0 });
    expect((await board()).find((r: { teamName: string }) => r.teamName === 'retry team')).toMatchObject({ validSubmitCount: 1, score: 1 });
  });

  it('re-scores one submission, then the whole competition, against a fixed answer: scores and board follow, quotas do not', async () => {
    const alpha = await team('rescore alpha');
    const beta = await team('rescore beta');
    const perfect = predictionFrom(SLUG);
    // Beta's second file differs from the answer on the first rows.
    const offByFew = predictionFrom(SLUG, (rowId, target) => (Number(rowId) <= 20 ? (target === 'high' ? 'low' : 'high') : target));
    const alphaFile = await upload(alpha, perfect);
    await upload(beta, perfect);
    await upload(beta, offByFew);
    await app.jobs.drain();
    const before = { alpha: (await lists(alpha)).quota, beta: (await lists(beta)).quota };
    expect(before.beta).toMatchObject({ successSubmitCount: 2, errorSubmitCount: 0 });

    // The answer is fixed: its first 20 rows were wrong, so the "off" file is now right and the "perfect" one is not.
    const original = readFileSync(answerPath(), 'utf8');
    const fixed = predictionFrom(SLUG, (rowId, target) => (Number(rowId) <= 20 ? (target === 'high' ? 'low' : 'high') : target))
      .trim()
      .split('\n')
      .slice(1);
    const listOf = original
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    writeFileSync(answerPath(), ['id,target,list', ...fixed.map((line, k) => `${line},${listOf[k]}`)].join('\n') + '\n');
    try {
      const admin = await staff();
      // Staff only.
      const refused = await app.inject({ method: 'POST', url: `/api/competitions/${id}/rescores`, headers: alpha.headers, payload: {} });
      expect(refused.statusCode).toBe(403);

      const one = json(
        await app.inject({
          method: 'POST',
          url: `/api/competitions/${id}/rescores`,
          headers: admin.headers,
          payload: { submissionId: alphaFile },
        }),
      ).data;
      expect(one).toMatchObject({ submissionId: alphaFile, total: 1, queued: 1, done: 0, failed: 0, finished: false });
      await app.jobs.drain();
      const progress = json(await app.inject({ url: `/api/competitions/${id}/rescores/${one.id}`, headers: admin.headers })).data;
      expect(progress).toMatchObject({ total: 1, queued: 0, done: 1, failed: 0, finished: true });
      const alphaNow = await lists(alpha);
      expect(alphaNow.team[0].scoreA).toBeLessThan(1);
      expect(alphaNow.quota).toEqual(before.alpha);
      const alphaRow = (await board()).find((r: { teamName: string }) => r.teamName === 'rescore alpha');
      expect(alphaRow).toMatchObject({ validSubmitCount: 1, score: alphaNow.team[0].scoreA });

      // The whole competition, from the command line: beta's best is now its second file.
      const printed: string[] = [];
      expect(await runRescoreCommand(app, ['rescore', '--competition', String(id), '--no-wait'], (line) => printed.push(line))).toBe(0);
      expect(printed[0]).toMatch(/queued, 0 done, 0 failed$/);
      const rescoreId = Number(/^re-score (\d+) /.exec(printed[0]!)![1]);
      await app.jobs.drain();
      const betaNow = await lists(beta);
      expect(betaNow.quota).toEqual(before.beta);
      const scores = betaNow.team.map((s: { scoreA: number }) => s.scoreA).sort();
      expect(scores[1]).toBe(1);
      const betaRow = (await board()).find((r: { teamName: string }) => r.teamName === 'rescore beta');
      expect(betaRow).toMatchObject({ validSubmitCount: 2, score: 1 });
      // Every job of the re-score running again changes nothing.
      const [betaTeam] = await app.db.select().from(teamScores).where(eq(teamScores.teamId, betaRow.teamId));
      for (const s of betaNow.team) {
        await queueScoring(app, s.id);
        await queueScoring(app, s.id, -1, rescoreId);
      }
      await app.jobs.drain();
      expect((await app.db.select().from(teamScores).where(eq(teamScores.teamId, betaRow.teamId)))[0]).toEqual(betaTeam);
      expect((await lists(beta)).quota).toEqual(before.beta);
    } finally {
      writeFileSync(answerPath(), original);
    }
  });

  it('queues a job again, once, for a waiting file or a re-score item whose job was lost', async () => {
    const who = await team('lost job team');
    const submissionId = await upload(who, predictionFrom(SLUG));
    // The process stopped before the job reached the queue.
    await app.db.execute(sql`delete from pgboss.job where name = 'competitions.score' and (data->>'submissionId')::int = ${submissionId}`);
    expect(await requeueLost(app, 0)).toBe(1);
    expect(await requeueLost(app, 0)).toBe(0);
    await app.jobs.drain();
    expect((await lists(who)).team[0]).toMatchObject({ id: submissionId, status: 'scored', scoreA: 1, queue: null });
    // The same for a re-score whose job was lost: it still finishes.
    const admin = await staff();
    const rescore = json(
      await app.inject({ method: 'POST', url: `/api/competitions/${id}/rescores`, headers: admin.headers, payload: { submissionId } }),
    ).data;
    await app.db.execute(sql`delete from pgboss.job where name = 'competitions.score' and (data->>'rescoreId')::int = ${rescore.id}`);
    expect(await requeueLost(app, 0)).toBe(1);
    await app.jobs.drain();
    const progress = json(await app.inject({ url: `/api/competitions/${id}/rescores/${rescore.id}`, headers: admin.headers })).data;
    expect(progress).toMatchObject({ total: 1, done: 1, finished: true });
  });
});
