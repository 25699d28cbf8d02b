// Routes of signed-in endpoints tell an anonymous caller to sign in (401) before they look at the
// input: a 400 first would describe the endpoint to anybody and hide the real answer.
import { buildTestApp, signInAs, type TestApp } from '../test';

describe('sign-in before validation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine: 'pglite' });
  });
  afterAll(() => app.close());

  it.each([
    ['an invalid body', { method: 'POST' as const, url: '/api/teams', payload: { cmptId: 'x' } }],
    ['a body with a NUL', { method: 'PUT' as const, url: '/api/users/updateUserName', payload: { userName: '\u0000' } }],
    ['an invalid query', { method: 'GET' as const, url: '/api/users/private?x=1' }],
  ])('answers 401, not 400, to an anonymous caller with %s', async (_name, request) => {
    const res = await app.inject({ ...request, headers: { 'x-lang': 'en-US' } });
    expect(res.statusCode).toBe(401);
  });

  it('still validates the input of a signed-in caller', async () => {
    const me = await signInAs(app);
    const res = await app.inject({ method: 'POST', url: '/api/teams', headers: me.headers, payload: { cmptId: 'x' } });
    expect(res.statusCode).toBe(400);
  });
});
