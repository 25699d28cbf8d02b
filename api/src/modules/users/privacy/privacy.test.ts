import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';

describe.each(engines())('privacy choices (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const send = (who: SignedIn, method: 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: { ...who.headers, 'x-lang': 'en-US' }, payload });

  it('reads and changes every privacy choice', async () => {
    const me = await signInAs(app);
    expect((await app.inject({ url: '/api/users/private', headers: me.headers })).json().data).toEqual({
      showCompetition: true,
      noticeAudience: 'everyone',
      showEducation: true,
      showCareer: true,
      showEmail: true,
      receiveOthersDynamics: true,
      receiveEmail: true,
    });
    await send(me, 'PUT', '/api/users/updatePrivateOthersDynamics', { value: false });
    const last = (await send(me, 'PUT', '/api/users/updatePrivateEmail', { receiveEmail: false })).json().data;
    expect(last).toMatchObject({ receiveOthersDynamics: false, receiveEmail: false, showEmail: true });
    expect((await send(me, 'PUT', '/api/users/updatePrivateMyDynamics', { value: 'friends' })).statusCode).toBe(400);
  });
});
