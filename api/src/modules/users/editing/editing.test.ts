import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { engines, signInAs, type SignedIn, type TestApp } from '../../../test';
import { jpegWithExif, multipart, noise, png, testAppWithUploads } from '../test-support';

describe.each(engines())('profile editing (%s)', (engine) => {
  let app: TestApp;
  const uploads = testAppWithUploads(engine, (built) => {
    app = built;
  });

  const send = (who: SignedIn, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...who.headers, 'x-lang': 'en-US' }, ...(payload ? { payload } : {}) });
  const profileOf = async (who: SignedIn) =>
    (await app.inject({ url: `/api/users/${who.user.id}/profile`, headers: who.headers })).json().data;

  it('updates sex, birthday (age), introduction, user name, industry and location', async () => {
    const me = await signInAs(app);
    expect((await send(me, 'PUT', '/api/users/updateSex', { sex: 'female' })).json().data.sex).toBe('female');
    const birthday = (await send(me, 'PUT', '/api/users/updateBirthday', { birthday: '2000-01-01' })).json().data;
    expect(birthday).toEqual({
      birthday: '2000-01-01',
      age: new Date().getUTCFullYear() - 2000 - (new Date().toISOString().slice(5) < '01-01' ? 1 : 0),
    });
    expect((await send(me, 'PUT', '/api/users/updateIntro', { introduction: '  Data scientist  ' })).json().data.introduction).toBe(
      'Data scientist',
    );
    expect((await send(me, 'PUT', '/api/users/updateUserName', { userName: 'Ada L' })).json().data).toMatchObject({
      userName: 'Ada L',
      name: 'Ada L',
    });
    expect((await send(me, 'PUT', '/api/users/updateInd', { industry: 'Finance' })).json().data.industry).toBe('Finance');
    expect((await send(me, 'POST', '/api/users/updateLocation', { province: 'Fujian', location: 'Fuzhou' })).json().data).toEqual({
      id: me.user.id,
      province: 'Fujian',
      location: 'Fuzhou',
    });
    expect(
      (await send(me, 'PUT', '/api/users/updateLocation', { id: me.user.id, province: 'Fujian', location: 'Xiamen' })).json().data.location,
    ).toBe('Xiamen');
    const sso = (await app.inject({ url: '/api/users/sso', headers: me.headers })).json().data;
    expect(sso).toMatchObject({
      sex: 'female',
      birthday: '2000-01-01',
      introduction: 'Data scientist',
      industry: 'Finance',
      location: 'Xiamen',
    });
  });

  it('rejects bad input with a clear message', async () => {
    const me = await signInAs(app);
    const cases: Array<[string, object]> = [
      ['/api/users/updateSex', { sex: 'robot' }],
      ['/api/users/updateBirthday', { birthday: '2001-13-40' }],
      ['/api/users/updateBirthday', { birthday: '2999-01-01' }],
      ['/api/users/updateIntro', { introduction: 'x'.repeat(201) }],
      ['/api/users/updateUserName', { userName: '   ' }],
    ];
    for (const [url, payload] of cases) {
      const res = await send(me, 'PUT', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errno).toBe('e40000');
      expect(res.json().message).toMatch(/^Invalid /);
    }
  });

  it('adds and deletes work, education and skills, only my own', async () => {
    const me = await signInAs(app);
    const other = await signInAs(app);
    const work = (
      await send(me, 'POST', '/api/users/addWork', {
        workStartTime: '2019-01-01',
        workEndTime: null,
        jobName: 'Analyst',
        companyName: 'Bank',
      })
    ).json().data;
    expect(work).toMatchObject({ userWorkId: expect.any(Number), workEndTime: null });
    expect(
      (
        await send(me, 'POST', '/api/users/addWork', {
          workStartTime: '2019-01-01',
          workEndTime: '2018-01-01',
          jobName: 'A',
          companyName: 'B',
        })
      ).statusCode,
    ).toBe(400);
    const edu = (
      await send(me, 'POST', '/api/users/addEducation', {
        eduStartTime: '2012-09-01',
        majorName: 'CS',
        schoolName: 'PKU',
        degreeName: 'Master',
      })
    ).json().data;
    const skill = (await send(me, 'POST', '/api/users/addTag', { skillName: 'SQL' })).json().data;
    expect((await send(me, 'POST', '/api/users/addTag', { skillName: 'SQL' })).json().data.userSkillId).toBe(skill.userSkillId);

    // Nobody edits another's profile: another user's ids, or my ids with another userId, change nothing.
    expect((await send(other, 'DELETE', `/api/users/deleteWork?userWorkId=${work.userWorkId}`)).statusCode).toBe(404);
    expect((await send(me, 'DELETE', `/api/users/deleteWork?userWorkId=${work.userWorkId}&userId=${other.user.id}`)).statusCode).toBe(403);
    expect((await send(other, 'DELETE', `/api/users/deleteTag?skillTagId=${skill.userSkillId}`)).statusCode).toBe(404);

    let profile = await profileOf(me);
    expect([profile.careers.length, profile.educations.length, profile.skills.length]).toEqual([1, 1, 1]);
    expect((await send(me, 'DELETE', `/api/users/deleteWork?userId=${me.user.id}&userWorkId=${work.userWorkId}`)).json().data).toEqual({
      affectedRows: 1,
    });
    expect((await send(me, 'DELETE', `/api/users/deleteEducation?userEduId=${edu.userEduId}`)).json().data).toEqual({ affectedRows: 1 });
    expect((await send(me, 'DELETE', `/api/users/deleteTag?skillTagId=${skill.userSkillId}`)).json().data).toEqual({ affectedRows: 1 });
    expect((await send(me, 'DELETE', `/api/users/deleteTag?skillTagId=${skill.userSkillId}`)).statusCode).toBe(404);
    profile = await profileOf(me);
    expect([profile.careers.length, profile.educations.length, profile.skills.length]).toEqual([0, 0, 0]);
  });

  it('limits skills to 20', async () => {
    const me = await signInAs(app);
    for (let i = 0; i < 20; i += 1) expect((await send(me, 'POST', '/api/users/addTag', { skillName: `s${i}` })).statusCode).toBe(200);
    const res = await send(me, 'POST', '/api/users/addTag', { skillName: 'one more' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can add at most 20 items.');
  });

  it('adds and deletes the four kinds of accomplishments', async () => {
    const me = await signInAs(app);
    const other = await signInAs(app);
    const ids: Record<string, number> = {};
    for (const kind of ['Article', 'Project', 'Prize', 'Others']) {
      const res = await send(me, 'POST', `/api/users/add${kind}`, {
        name: `${kind} one`,
        getTime: '2023-03-03',
        organization: 'Org',
        description: 'Desc',
      });
      expect(res.statusCode).toBe(200);
      ids[kind] = res.json().data.shipDeleteId;
    }
    const v2 = await send(me, 'POST', '/api/v2/users/accomplishment/prize', { name: 'Second prize' });
    expect(v2.json().data).toMatchObject({ kind: 'prize', name: 'Second prize', getTime: null });
    const { accomplishments } = await profileOf(me);
    expect(accomplishments.article).toHaveLength(1);
    expect(accomplishments.prize).toHaveLength(2);
    // The kind in the path must match the item's kind; another user's item is not found.
    expect((await send(me, 'DELETE', `/api/users/deletePrize?shipDeleteId=${ids.Article}`)).statusCode).toBe(404);
    expect((await send(other, 'DELETE', `/api/users/deleteArticle?shipDeleteId=${ids.Article}`)).statusCode).toBe(404);
    expect(
      (await send(me, 'DELETE', `/api/users/deleteArticle?userId=${me.user.id}&shipDeleteId=${ids.Article}`)).json().data.affectedRows,
    ).toBe(1);
    expect((await send(me, 'DELETE', `/api/users/deleteOthers?deleteId=${ids.Others}`)).json().data.affectedRows).toBe(1);
    expect((await send(me, 'DELETE', '/api/users/deleteProject')).statusCode).toBe(400);
    expect((await send(me, 'POST', '/api/v2/users/accomplishment/poem', { name: 'x' })).statusCode).toBe(400);
  });

  it('adds and changes accomplishments through the combined call, only my own', async () => {
    const me = await signInAs(app);
    const other = await signInAs(app);
    const added = (await send(me, 'POST', '/api/users/auth', { type: 'project', name: 'Smart city' })).json().data;
    expect(added).toMatchObject({ kind: 'project', name: 'Smart city' });
    const changed = await send(me, 'PUT', '/api/users/auth', {
      type: 'project',
      shipDeleteId: added.shipDeleteId,
      name: 'Smart city 2',
      organization: 'Lab',
    });
    expect(changed.json().data).toMatchObject({ shipDeleteId: added.shipDeleteId, name: 'Smart city 2', organization: 'Lab' });
    expect(
      (await send(other, 'PUT', '/api/users/auth', { type: 'project', shipDeleteId: added.shipDeleteId, name: 'Stolen' })).statusCode,
    ).toBe(404);
    expect((await send(me, 'PUT', '/api/users/auth', { type: 'project', name: 'No id' })).statusCode).toBe(400);
    expect((await profileOf(me)).accomplishments.project[0].name).toBe('Smart city 2');
  });

  describe('avatar and banner', () => {
    it('re-encodes the upload, strips metadata and serves it', async () => {
      const me = await signInAs(app);
      const body = multipart(await jpegWithExif(600, 600));
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/avatar',
        headers: { ...me.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      const { url } = res.json().data;
      expect(url).toMatch(/^\/api\/users\/images\/[0-9a-f]{32}\.jpg$/);
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 400, undefined]);
      expect((await profileOf(me)).user.avatar).toBe(url);

      const banner = multipart(await png(800, 200), { filename: 'b.png', type: 'image/png' });
      const bannerRes = await app.inject({
        method: 'POST',
        url: '/api/users/banner',
        headers: { ...me.headers, ...banner.headers },
        payload: banner.payload,
      });
      expect((await profileOf(me)).user.userBanner).toBe(bannerRes.json().data.url);

      // A new avatar replaces the old file.
      const again = multipart(await png());
      const second = await app.inject({
        method: 'POST',
        url: '/api/users/avatar',
        headers: { ...me.headers, ...again.headers },
        payload: again.payload,
      });
      expect(second.statusCode).toBe(200);
      expect((await app.inject({ url })).statusCode).toBe(404);
    });

    it('refuses wrong magic bytes, oversize files, a missing file and anonymous callers', async () => {
      const me = await signInAs(app);
      const upload = (bytes: Buffer, filename = 'a.jpg') => {
        const body = multipart(bytes, { filename });
        return app.inject({
          method: 'POST',
          url: '/api/users/avatar',
          headers: { ...me.headers, ...body.headers, 'x-lang': 'en-US' },
          payload: body.payload,
        });
      };
      const fake = await upload(Buffer.concat([Buffer.from('<?php echo 1; ?>'), noise(100)]), 'evil.jpg');
      expect(fake.statusCode).toBe(415);
      expect(fake.json().message).toBe('Only JPG/PNG/WEBP images are accepted.');
      const big = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), noise(5 * 1024 * 1024 + 10)]));
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('The image must not be larger than 5 MB.');
      const none = await app.inject({
        method: 'POST',
        url: '/api/users/avatar',
        headers: { ...me.headers, 'content-type': 'application/json', 'x-lang': 'en-US' },
        payload: '{}',
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Please choose an image to upload.');
      const body = multipart(await png());
      expect(
        (await app.inject({ method: 'POST', url: '/api/users/avatar', headers: body.headers, payload: body.payload })).statusCode,
      ).toBe(401);
    });

    it('serves only names the server generated', async () => {
      for (const name of ['..%2F..%2Fpackage.json', 'abc.jpg', `${'0'.repeat(32)}.jpg`]) {
        expect((await app.inject({ url: `/api/users/images/${name}` })).statusCode).toBe(404);
      }
      expect(existsSync(path.join(uploads, 'images'))).toBe(true);
      expect(readdirSync(path.join(uploads, 'images')).every((file) => /^[0-9a-f]{32}\.jpg$/.test(file))).toBe(true);
    });
  });
});
