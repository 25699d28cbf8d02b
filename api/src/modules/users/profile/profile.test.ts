import { engines, signInAs, type SignedIn, type TestApp } from '../../../test';
import { testAppWithUploads } from '../test-support';

describe.each(engines())('user pages and their privacy (%s)', (engine) => {
  let app: TestApp;
  testAppWithUploads(engine, (built) => {
    app = built;
  });

  const get = (url: string, who: SignedIn, lang = 'en-US') => app.inject({ url, headers: { ...who.headers, 'x-lang': lang } });
  const follow = (who: SignedIn, followedId: number) =>
    app.inject({ method: 'POST', url: '/api/users/followed', headers: who.headers, payload: { followedId } });

  describe('GET /api/users/:id/profile', () => {
    it('shows the page of a user with their pieces and counts', async () => {
      const owner = await signInAs(app, {
        name: 'Ada',
        introduction: 'Hello',
        birthday: '1990-05-01',
        location: 'Fuzhou',
        province: 'Fujian',
      });
      await app.inject({ method: 'POST', url: '/api/users/addTag', headers: owner.headers, payload: { skillName: 'Python' } });
      await app.inject({
        method: 'POST',
        url: '/api/users/addPrize',
        headers: owner.headers,
        payload: { name: 'First prize', getTime: '2024-01-02', organization: 'DCIC' },
      });
      const viewer = await signInAs(app);
      const res = await get(`/api/users/${owner.user.id}/profile`, viewer);
      expect(res.statusCode).toBe(200);
      const profile = res.json().data;
      expect(profile.user).toMatchObject({
        id: owner.user.id,
        name: 'Ada',
        introduction: 'Hello',
        location: 'Fuzhou',
        birthday: null,
        age: expect.any(Number),
      });
      expect(profile.skills).toEqual([{ userSkillId: expect.any(Number), skillName: 'Python' }]);
      expect(profile.accomplishments.prize).toEqual([
        expect.objectContaining({ name: 'First prize', organization: 'DCIC', getTime: '2024-01-02' }),
      ]);
      expect(profile).toMatchObject({ isOwner: false, isFollowed: false, followerCount: 0, followingCount: 0, privateSettings: null });
    });

    it('shows the owner everything, birthday and privacy choices included', async () => {
      const owner = await signInAs(app, { birthday: '2001-02-03' });
      const { data } = (await get(`/api/users/${owner.user.id}/profile`, owner)).json();
      expect(data).toMatchObject({
        isOwner: true,
        user: { birthday: '2001-02-03' },
        privateSettings: { showEducation: true, noticeAudience: 'everyone' },
      });
    });

    it.each(['abc', '0', '-3', '100000', '99999999', '1.5'])('answers 404 "the user %s you visited does not exist"', async (id) => {
      const viewer = await signInAs(app);
      const res = await get(`/api/users/${id}/profile`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errno: 'e40400', message: `The user ${id} you visited does not exist.` });
      expect((await get(`/api/users/${id}/profile`, viewer, 'zh-CN')).json().message).toBe(`您访问的用户 ${id} 不存在`);
    });

    it('needs sign-in', async () => {
      const owner = await signInAs(app);
      expect((await app.inject({ url: `/api/users/${owner.user.id}/profile` })).statusCode).toBe(401);
    });
  });

  describe('privacy is enforced by the API', () => {
    let owner: SignedIn;
    let stranger: SignedIn;
    let friend: SignedIn;
    beforeAll(async () => {
      owner = await signInAs(app, { name: 'Private Person' });
      stranger = await signInAs(app);
      friend = await signInAs(app);
      const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: owner.headers, payload });
      await app.inject({
        method: 'POST',
        url: '/api/users/addEducation',
        headers: owner.headers,
        payload: {
          eduStartTime: '2010-09-01',
          eduEndTime: '2014-07-01',
          majorName: 'Math',
          schoolName: 'Fuzhou University',
          degreeName: 'Bachelor',
        },
      });
      await app.inject({
        method: 'POST',
        url: '/api/users/addWork',
        headers: owner.headers,
        payload: { workStartTime: '2015-01-01', jobName: 'Engineer', companyName: 'ACME' },
      });
      for (const path of ['updatePrivateEdu', 'updatePrivateWork', 'updatePrivateCompetition'])
        expect((await put(`/api/users/${path}`, { value: false })).statusCode).toBe(200);
      expect((await put('/api/users/updatePrivateMyDynamics', { value: 'mutual' })).json().data.noticeAudience).toBe('mutual');
      expect((await put('/api/users/updatePrivateEmail', { showEmail: false })).json().data).toMatchObject({
        showEmail: false,
        receiveEmail: true,
      });
      await follow(friend, owner.user.id);
      await follow(owner, friend.user.id);
      await follow(stranger, owner.user.id);
    });

    it('hides education, career, e-mail, competitions, practice and dynamics from a stranger', async () => {
      const { data } = (await get(`/api/users/${owner.user.id}/profile`, stranger)).json();
      expect(data.educations).toEqual([]);
      expect(data.careers).toEqual([]);
      expect(data.user.email).toBeNull();
      expect(data.hidden).toEqual({ education: true, career: true, competition: true, practice: true, email: true, notices: true });
      expect((await get(`/api/users/${owner.user.id}/dynamics`, stranger)).json().data).toEqual({ visible: false, list: [], total: 0 });
      expect((await get(`/api/users/${owner.user.id}/competition-history`, stranger)).json().data.visible).toBe(false);
      expect((await get(`/api/users/${owner.user.id}/practice`, stranger)).json().data).toEqual({ visible: false, list: [], total: 0 });
    });

    it('shows dynamics to mutual followers but keeps the other hidden parts hidden', async () => {
      const { data } = (await get(`/api/users/${owner.user.id}/profile`, friend)).json();
      expect(data.hidden).toMatchObject({ notices: false, education: true });
      expect(data).toMatchObject({ isFollowed: true, followsViewer: true });
      const dynamics = (await get(`/api/users/${owner.user.id}/dynamics`, friend)).json().data;
      expect(dynamics.visible).toBe(true);
      expect(dynamics.list.map((item: { kind: string }) => item.kind)).toContain('follow');
    });

    it('shows the owner everything', async () => {
      const { data } = (await get(`/api/users/${owner.user.id}/profile`, owner)).json();
      expect(data.educations).toHaveLength(1);
      expect(data.careers).toHaveLength(1);
      expect(data.user.email).toBe(owner.user.email);
      expect(data.hidden).toEqual({ education: false, career: false, competition: false, practice: false, email: false, notices: false });
      expect(data.privateSettings).toMatchObject({ showEducation: false, showCareer: false, noticeAudience: 'mutual', showEmail: false });
    });
  });

  it('answers an empty page for tabs owned by other areas', async () => {
    const owner = await signInAs(app);
    const res = await get(`/api/users/${owner.user.id}/contents/answers`, owner);
    expect(res.json()).toEqual({ status: 'e200', data: { visible: true, list: [], total: 0 } });
    expect((await get(`/api/users/${owner.user.id}/contents/unknown-tab`, owner)).statusCode).toBe(400);
  });
});
