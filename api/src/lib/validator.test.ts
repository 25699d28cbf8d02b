// A NUL character in any text the API reads is a 400 naming the field, in the caller's language,
// never a 500 from the database: query strings of public lists, JSON bodies, nested fields.
import { buildTestApp, engines, signInAs, type TestApp } from '../test';

describe.each(engines())('NUL characters in input (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  it.each(['search', 'tagCode', 'indCode'])('public competition list: %s', async (name) => {
    const en = await app.inject({ url: `/api/competitions?${name}=a%00b`, headers: { 'x-lang': 'en-US' } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ status: 'e40000', errno: 'e40000', message: `Invalid ${name}: must not contain a NUL character` });
    const zh = await app.inject({ url: `/api/competitions?${name}=%00`, headers: { 'x-lang': 'zh-CN' } });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe(`参数 ${name} 有误：不能包含空字符（NUL）`);
  });

  it('signed-in JSON bodies: a profile field and a team name', async () => {
    const me = await signInAs(app);
    const headers = { ...me.headers, 'x-lang': 'en-US' };
    const name = await app.inject({ method: 'PUT', url: '/api/users/updateUserName', headers, payload: { userName: 'Ada\u0000' } });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe('Invalid userName: must not contain a NUL character');
    const team = await app.inject({ method: 'POST', url: '/api/teams', headers, payload: { cmptId: 1, name: '\u0000' } });
    expect(team.statusCode).toBe(400);
    expect(team.json().message).toBe('Invalid name: must not contain a NUL character');
  });

  it('a body nested far deeper than any schema is a 400 in the caller language, not a 500', async () => {
    const me = await signInAs(app);
    const depth = 100_000;
    for (const [lang, message] of [
      ['en-US', 'Invalid teamId: is nested too deeply'],
      ['zh-CN', '参数 teamId 有误：嵌套层级过深'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/invitationCode',
        headers: { ...me.headers, 'content-type': 'application/json', 'x-lang': lang },
        payload: `{"cmptId":1,"teamId":${'['.repeat(depth)}1${']'.repeat(depth)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('an id past the range of its column is a 400 in the caller language, not a 500', async () => {
    const me = await signInAs(app);
    for (const [lang, message] of [
      ['en-US', 'The request is invalid.'],
      ['zh-CN', '请求无效'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/invitationCode',
        headers: { ...me.headers, 'x-lang': lang },
        payload: { cmptId: 2 ** 31 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('still accepts the same request without the NUL', async () => {
    expect((await app.inject({ url: '/api/competitions?search=ab&tagCode=x&indCode=y' })).statusCode).toBe(200);
  });
});
