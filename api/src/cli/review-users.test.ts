import { buildTestApp, type TestApp } from '../test';
import { runReviewUsers } from './review-users';

describe('review-users command line', () => {
  let app: TestApp;
  const lines: string[] = [];
  const run = (...argv: string[]) => runReviewUsers(app.db, argv, (line) => lines.push(line));

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('creates, lists, disables and enables review users, and refuses malformed input', async () => {
    process.env.REVIEW_USER_PASSWORD = 'Sekret-2019';
    try {
      expect(await run('create', 'qian-2019', '钱专家', '2', 'professional-tutor')).toBe(0);
    } finally {
      delete process.env.REVIEW_USER_PASSWORD;
    }
    const login = () =>
      app.inject({ method: 'POST', url: '/api/spic-review/user/login', payload: { account: 'qian-2019', password: 'Sekret-2019' } });
    expect((await login()).statusCode).toBe(200);
    expect(await run('create', 'qian-2019', 'again', '2')).toBe(1);
    expect(lines.at(-1)).toBe('the review user qian-2019 exists already');
    expect(await run('create', 'qian2019', 'Qian', '2')).toBe(1);
    expect(await run('create', 'sun-2019', 'Sun', '7')).toBe(2);
    expect(await run('disable', 'qian-2019')).toBe(0);
    expect((await login()).statusCode).toBe(401);
    expect(await run('list')).toBe(0);
    expect(lines.at(-1)).toBe('qian-2019\t2\t钱专家\tprofessional-tutor\tdisabled');
    expect(await run('enable', 'qian-2019')).toBe(0);
    expect((await login()).statusCode).toBe(200);
    expect(await run('disable', 'nobody-2019')).toBe(1);
  });

  it('makes up a password and prints it once when none is given', async () => {
    expect(await run('create', 'made-2019', 'Made', '3')).toBe(0);
    const password = lines.find((line) => line.startsWith('password: '))!.slice('password: '.length);
    const res = await app.inject({ method: 'POST', url: '/api/spic-review/user/login', payload: { account: 'made-2019', password } });
    expect(res.statusCode).toBe(200);
  });
});
