import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';

describe.each(engines())('follow (%s)', (engine) => {
  let app: TestApp;
  let notifyUser: jest.SpyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    notifyUser = jest.spyOn(app, 'notifyUser').mockResolvedValue();
  });
  afterEach(() => notifyUser.mockRestore());

  const get = (url: string, who: SignedIn) => app.inject({ url, headers: who.headers });
  const follow = (who: SignedIn, followedId: number) =>
    app.inject({ method: 'POST', url: '/api/users/followed', headers: who.headers, payload: { followedId } });

  it('follows, reports counts, notifies once and unfollows', async () => {
    const me = await signInAs(app, { name: 'Fan' });
    const star = await signInAs(app);
    const first = (await follow(me, star.user.id)).json();
    expect(first).toEqual({ status: 'e200', data: { effectRow: 1, isFollowed: true, oFollowerCount: 1, oFollowingCount: 0 } });
    expect(notifyUser).toHaveBeenCalledWith({
      receiverId: star.user.id,
      kind: 'user.new-follower',
      params: { followerId: me.user.id, followerName: 'Fan' },
    });
    expect((await follow(me, star.user.id)).json().data.effectRow).toBe(0);
    expect(notifyUser).toHaveBeenCalledTimes(1);
    const status = (await get(`/api/users/followed?followedId=${star.user.id}&sponsorId=${me.user.id}`, me)).json().data;
    expect(status).toEqual({ isFollowed: true, oFollowerCount: 1, oFollowingCount: 0 });
    const followers = (await get(`/api/users/${star.user.id}/followers`, me)).json().data;
    expect(followers).toMatchObject({ total: 1, list: [{ id: me.user.id, name: 'Fan' }] });
    const followings = (await get(`/api/users/${me.user.id}/followings`, star)).json().data;
    expect(followings).toMatchObject({ total: 1, list: [{ id: star.user.id, isFollowed: false }] });
    const gone = await app.inject({ method: 'DELETE', url: `/api/users/followed?followedId=${star.user.id}`, headers: me.headers });
    expect(gone.json().data).toEqual({ effectRow: 1, isFollowed: false, oFollowerCount: 0, oFollowingCount: 0 });
    const again = await app.inject({ method: 'DELETE', url: `/api/users/followed?followedId=${star.user.id}`, headers: me.headers });
    expect(again.json().data.effectRow).toBe(0);
  });

  it('refuses to follow oneself, unknown users, or for somebody else', async () => {
    const me = await signInAs(app);
    const other = await signInAs(app);
    const self = await follow(me, me.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('不能关注自己');
    expect((await follow(me, 99999999)).statusCode).toBe(404);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/users/followed',
      headers: me.headers,
      payload: { sponsorId: other.user.id, followedId: other.user.id },
    });
    expect(forged.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/users/followed', payload: { followedId: other.user.id } })).statusCode).toBe(401);
  });
});
