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
      showEmail: false,
      receiveOthersDynamics: true,
      receiveEmail: true,
    });
    await send(me, 'PUT', '/api/users/updatePrivateOthersDynamics', { value: false });
    const last = (await send(me, 'PUT', '/api/users/updatePrivateEmail', { receiveEmail: false })).json().data;
    expect(last).toMatchObject({ receiveOthersDynamics: false, receiveEmail: false, showEmail: false });
    expect((await send(me, 'PUT', '/api/users/updatePrivateMyDynamics', { value: 'friends' })).statusCode).toBe(400);
  });

  // A new user's e-mail address stays theirs until they choose to show it: whether they never touched
  // a privacy choice (no row) or changed another one (the column's default).
  it('hides a new user e-mail from a signed-in stranger until they choose to show it', async () => {
    const stranger = await signInAs(app);
    const emailSeenBy = async (viewer: SignedIn, ownerId: number) => {
      const { data } = (await app.inject({ url: `/api/users/${ownerId}/profile`, headers: viewer.headers })).json();
      return { email: data.user.email, hidden: data.hidden.email };
    };
    const untouched = await signInAs(app);
    expect(await emailSeenBy(stranger, untouched.user.id)).toEqual({ email: null, hidden: true });

    const changedOther = await signInAs(app);
    await send(changedOther, 'PUT', '/api/users/updatePrivateEdu', { value: false });
    expect(await emailSeenBy(stranger, changedOther.user.id)).toEqual({ email: null, hidden: true });

    expect((await send(changedOther, 'PUT', '/api/users/updatePrivateEmail', { showEmail: true })).statusCode).toBe(200);
    expect(await emailSeenBy(stranger, changedOther.user.id)).toEqual({ email: changedOther.user.email, hidden: false });
  });
});
