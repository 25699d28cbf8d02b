import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CourseInput } from '@dcic/shared/contract';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type SignedIn, type TestApp } from '../../test';
import { json, multipartFile } from '../../test/competitions';
import { loadAnswer } from '../../scoring/answer-file';
import { scoreFile } from '../../scoring/score-file';
import { demoTrainingFolder, importDemoTraining } from '.';

const STAFF = 'staff-training@dcic.example';
const demoProblem = (course: string, problem: string, file: string) =>
  path.join(demoTrainingFolder, 'training', course, 'problems', problem, file);
const CREDIT_ANSWER = demoProblem('classification-credit-default', 'credit-default', 'answer.csv');

/** A prediction for the credit problem: the truth blurred by a fixed pattern, so the score is neither 0.5 nor 1. */
function creditPrediction(): string {
  const rows = readFileSync(CREDIT_ANSWER, 'utf8').trim().split('\n').slice(1);
  return [
    'id,default',
    ...rows.map((line, k) => `${line.split(',')[0]},${(Number(line.split(',')[1]) * 0.3 + ((k * 37) % 100) / 200).toFixed(3)}`),
  ].join('\n');
}

function courseInput(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    level: 'advanced',
    'zh-CN': { title: '时间序列', summary: '时间序列预测入门' },
    'en-US': { title: 'Time series', summary: 'Forecasting basics' },
    lessons: [
      { id: 'trends', 'zh-CN': { title: '趋势', body: '趋势正文' }, 'en-US': { title: 'Trends', body: 'Trends body' } },
      { id: 'seasons', 'zh-CN': { title: '季节性', body: '季节性正文' }, 'en-US': { title: 'Seasons', body: 'Seasons body' } },
    ],
    problems: [
      {
        id: 'sales-forecast',
        metric: 'mae',
        'zh-CN': { title: '销量预测', prompt: '预测销量' },
        'en-US': { title: 'Sales', prompt: 'Forecast sales' },
      },
    ],
    ...overrides,
  };
}

describe.each(engines())('training (%s)', (engine) => {
  let app: TestApp;
  let staff: { authorization: string };
  let learner: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    await importDemoTraining(app.db, app.files, app.config.dataDir);
    const user = await createUser(app, { email: STAFF, name: 'Staff' });
    staff = bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name }));
    learner = await signInAs(app, { name: '学员小王' });
  });
  afterAll(() => app.close());

  async function submit(problem: string, who: SignedIn | undefined, name: string, content: string, lang = 'en-US') {
    const file = multipartFile(name, content);
    return app.inject({
      method: 'POST',
      url: `/api/training/problems/${problem}/attempts`,
      headers: { ...(who?.headers ?? {}), ...file.headers, 'x-lang': lang },
      payload: file.payload,
    });
  }

  it('lists the courses in order, in the reader language, with their counts', async () => {
    const zh = json(await app.inject({ url: '/api/training/courses' })).data;
    expect(zh.map((course: { id: string }) => course.id)).toEqual([
      'python-data-analysis',
      'classification-credit-default',
      'regression-basics',
    ]);
    expect(zh[0]).toMatchObject({ title: 'Python 数据分析入门', level: 'beginner', lessonCount: 4, problemCount: 1 });
    const en = json(await app.inject({ url: '/api/training/courses', headers: { 'x-lang': 'en-US' } })).data;
    expect(en[1]).toMatchObject({ title: 'Classification in practice: credit default', lessonCount: 4, problemCount: 2 });
  });

  it('shows a course with its lessons in order, and a lesson with its neighbours', async () => {
    const course = json(
      await app.inject({ url: '/api/training/courses/classification-credit-default', headers: { 'x-lang': 'en-US' } }),
    ).data;
    expect(course.lessons.map((lesson: { id: string }) => lesson.id)).toEqual([
      'binary-classification',
      'logistic-regression',
      'auc-and-log-loss',
      'imbalance-and-trees',
    ]);
    expect(course.problems).toEqual([
      expect.objectContaining({ id: 'credit-default', metric: 'auc', higherIsBetter: true }),
      expect.objectContaining({ id: 'customer-churn', metric: 'log-loss', higherIsBetter: false }),
    ]);
    const lesson = json(await app.inject({ url: '/api/training/courses/classification-credit-default/lessons/logistic-regression' })).data;
    expect(lesson).toMatchObject({
      title: '逻辑回归',
      position: 2,
      courseTitle: '分类实战：信贷违约预测',
      previous: { id: 'binary-classification', title: '二分类问题' },
      next: { id: 'auc-and-log-loss' },
    });
    expect(lesson.body).toContain('LogisticRegression');

    const missing = await app.inject({ url: '/api/training/courses/no-such-course', headers: { 'x-lang': 'en-US' } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ errno: 'e40480', message: 'This course does not exist or has been removed.' });
    const noLesson = await app.inject({ url: '/api/training/courses/regression-basics/lessons/logistic-regression' });
    expect(json(noLesson).errno).toBe('e40481');
    expect((await app.inject({ url: '/api/training/courses/Bad_Slug' })).statusCode).toBe(400);
  });

  it('serves the public data set, never the answer', async () => {
    const problem = json(await app.inject({ url: '/api/training/problems/credit-default', headers: { 'x-lang': 'en-US' } })).data;
    expect(problem).toMatchObject({
      title: 'Credit default prediction',
      courseId: 'classification-credit-default',
      metric: 'auc',
      dataFile: { name: 'loans.csv' },
      predictionHeader: 'id,default',
    });
    const data = await app.inject({ url: '/api/training/problems/credit-default/data' });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-disposition']).toBe('attachment; filename="loans.csv"');
    expect(data.body).toBe(readFileSync(demoProblem('classification-credit-default', 'credit-default', 'loans.csv'), 'utf8'));
    expect(data.body).not.toContain(',A\n');
    for (const url of [
      '/api/training/problems/credit-default/answer',
      '/api/training/problems/credit-default/data/answer.csv',
      '/api/training/problems/..%2Fcredit-default%2Fprivate/data',
    ]) {
      const res = await app.inject({ url });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain(',A\n');
    }
  });

  it('asks for sign-in before taking a file', async () => {
    const res = await submit('credit-default', undefined, 'prediction.csv', creditPrediction());
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/training/problems/credit-default/attempts/mine' })).statusCode).toBe(401);
  });

  it('scores a file with the scoring module, keeps the attempt and shows it in the history and leaderboard', async () => {
    const content = creditPrediction();
    const res = await submit('credit-default', learner, 'my-prediction.csv', content);
    expect(res.statusCode).toBe(201);
    const attempt = json(res).data;
    // The same score the scoring module gives the same file.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'practice-')), 'expected.csv');
    writeFileSync(file, content);
    const expected = await scoreFile(file, await loadAnswer(CREDIT_ANSWER, 'auc'), 'auc');
    expect(expected.scoreA).toBeGreaterThan(0.6);
    expect(expected.scoreA).toBeLessThan(1);
    expect(attempt).toMatchObject({
      status: 'scored',
      score: expected.scoreA,
      reason: null,
      fileName: 'my-prediction.csv',
      problemId: 'credit-default',
    });

    const mine = json(await app.inject({ url: '/api/training/problems/credit-default/attempts/mine', headers: learner.headers })).data;
    expect(mine[0]).toMatchObject({ id: attempt.id, score: expected.scoreA });
    const history = json(await app.inject({ url: `/api/users/${learner.user.id}/practice`, headers: learner.headers })).data;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ problemTitle: '信贷违约预测', courseTitle: '分类实战：信贷违约预测', score: expected.scoreA });
    const board = json(await app.inject({ url: '/api/training/problems/credit-default/leaderboard' })).data;
    expect(board[0]).toMatchObject({ rank: 1, userId: learner.user.id, userName: '学员小王', score: expected.scoreA, attempts: 1 });
    const course = json(await app.inject({ url: '/api/training/courses/classification-credit-default' })).data;
    expect(course.learners).toBe(1);

    // Another user sees the history too (shown by default); an unknown user is a 404.
    const other = await signInAs(app);
    expect(json(await app.inject({ url: `/api/users/${learner.user.id}/practice`, headers: other.headers })).data.total).toBe(1);
    expect((await app.inject({ url: '/api/users/999999/practice', headers: other.headers })).statusCode).toBe(404);
  });

  it('keeps a file that cannot be scored as a failed attempt with its reason in the reader language', async () => {
    const who = await signInAs(app);
    const res = await submit('house-prices', who, 'wrong.csv', 'id,prediction\n301,1\n');
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({
      status: 'failed',
      score: null,
      reason: 'The header must be "id,price", found "id,prediction".',
    });
    const zh = json(
      await app.inject({ url: '/api/training/problems/house-prices/attempts/mine', headers: { ...who.headers, 'x-lang': 'zh-CN' } }),
    ).data;
    expect(zh).toHaveLength(1);
    expect(zh[0].reason).toBe('表头应为 “id,price”，实际为 “id,prediction”');
    const binary = await submit('house-prices', who, 'binary.csv', '\u0000\u0001\u00ff\ufffd');
    expect(json(binary).data.status).toBe('failed');
    // Not a CSV at all: refused before anything is stored.
    const type = await submit('house-prices', who, 'model.pkl', 'x');
    expect(type.statusCode).toBe(400);
    expect(json(type).errno).toBe('e40021');
    expect(json(await app.inject({ url: '/api/training/problems/house-prices/attempts/mine', headers: who.headers })).data).toHaveLength(2);
    const board = json(await app.inject({ url: '/api/training/problems/house-prices/leaderboard' })).data;
    expect(board.some((row: { userId: number }) => row.userId === who.user.id)).toBe(false);
    expect((await submit('no-such-problem', who, 'p.csv', 'id,x\n')).statusCode).toBe(404);
  });

  it("keeps the practice history behind the owner's choice to show what they took part in, like the competition history", async () => {
    const owner = await signInAs(app, { name: '练习者' });
    const stranger = await signInAs(app);
    expect((await submit('house-prices', owner, 'wrong.csv', 'id,prediction\n301,1\n')).statusCode).toBe(201);
    const history = (who: SignedIn | undefined, query = '') =>
      app.inject({ url: `/api/users/${owner.user.id}/practice${query}`, headers: { ...(who?.headers ?? {}), 'x-lang': 'en-US' } });
    const show = (value: boolean) =>
      app.inject({ method: 'PUT', url: '/api/users/updatePrivateCompetition', headers: owner.headers, payload: { value } });

    // Shown (the default): the owner and any signed-in user read it; a visitor is asked to sign in.
    expect(json(await history(owner)).data).toMatchObject({ visible: true, total: 1 });
    expect(json(await history(stranger)).data).toMatchObject({ visible: true, total: 1, list: [{ problemId: 'house-prices' }] });
    expect((await history(undefined)).statusCode).toBe(401);

    // Hidden: the owner still reads all of it; anybody else gets that it is hidden and not one attempt, on any page.
    expect((await show(false)).statusCode).toBe(200);
    expect(json(await history(owner)).data).toMatchObject({ visible: true, total: 1, list: [{ problemId: 'house-prices' }] });
    expect(json(await history(stranger)).data).toEqual({ visible: false, list: [], total: 0 });
    expect(json(await history(stranger, '?page=2&per_page=1')).data).toEqual({ visible: false, list: [], total: 0 });
    expect((await history(undefined)).statusCode).toBe(401);
    const profile = async (who: SignedIn) =>
      json(await app.inject({ url: `/api/users/${owner.user.id}/profile`, headers: who.headers })).data;
    expect((await profile(stranger)).hidden).toMatchObject({ competition: true, practice: true });
    expect((await profile(owner)).hidden).toMatchObject({ competition: false, practice: false });

    // Shown again: open to others again.
    expect((await show(true)).statusCode).toBe(200);
    expect(json(await history(stranger)).data).toMatchObject({ visible: true, total: 1 });
  });

  it('lets only staff write courses and their files', async () => {
    const stranger = await signInAs(app);
    const put = (headers: Record<string, string>, body: CourseInput = courseInput(), slug = 'time-series') =>
      app.inject({ method: 'PUT', url: `/api/training/courses/${slug}`, headers, payload: body });
    expect((await put({})).statusCode).toBe(401);
    expect((await put(stranger.headers)).statusCode).toBe(403);
    expect((await put(staff)).statusCode).toBe(200);
    const course = json(await app.inject({ url: '/api/training/courses/time-series' })).data;
    expect(course).toMatchObject({ title: '时间序列', level: 'advanced', lessonCount: 2, problemCount: 1 });

    // A problem without an answer takes no files yet.
    const waiting = await submit('sales-forecast', stranger, 'p.csv', 'id,sales\n1,2\n');
    expect(json(waiting).errno).toBe('e40980');

    const upload = (kind: string, headers: Record<string, string>, name: string, content: string) => {
      const file = multipartFile(name, content);
      return app.inject({
        method: 'PUT',
        url: `/api/training/problems/sales-forecast/files/${kind}`,
        headers: { ...headers, ...file.headers },
        payload: file.payload,
      });
    };
    expect((await upload('answer', stranger.headers, 'answer.csv', 'id,sales,list\n1,10,A\n')).statusCode).toBe(403);
    const bad = await upload('answer', staff, 'answer.csv', 'id,sales\n1,10\n');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errno).toBe('e40080');
    expect(json(await upload('data', staff, 'bad name!.csv', 'id\n')).errno).toBe('e40081');
    expect((await upload('answer', staff, 'answer.csv', 'id,sales,list\n1,10,A\n2,20,A\n')).statusCode).toBe(200);
    expect((await upload('data', staff, 'sales.csv', 'id,split,sales\n1,test,\n2,test,\n')).statusCode).toBe(200);
    const scored = json(await submit('sales-forecast', stranger, 'p.csv', 'id,sales\n1,12\n2,17\n')).data;
    expect(scored).toMatchObject({ status: 'scored', score: 2.5 });

    // Writing the course again keeps its problem's files and attempts; a slug of another course is refused whole.
    expect((await put(staff, courseInput({ position: 9 }))).statusCode).toBe(200);
    expect(json(await app.inject({ url: '/api/training/problems/sales-forecast' })).data.attempts).toBe(1);
    const taken = await put(staff, courseInput({ problems: [{ ...courseInput().problems![0]!, id: 'credit-default' }] }), 'another-course');
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errno).toBe('e40981');
    expect((await app.inject({ url: '/api/training/courses/another-course' })).statusCode).toBe(404);

    const del = (headers: Record<string, string>) => app.inject({ method: 'DELETE', url: '/api/training/courses/time-series', headers });
    expect((await del(stranger.headers)).statusCode).toBe(403);
    expect((await del(staff)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/training/problems/sales-forecast' })).statusCode).toBe(404);
    expect((await del(staff)).statusCode).toBe(404);
  });
});
