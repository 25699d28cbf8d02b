import { engines, signInAs, type SignedIn, type TestApp } from '../../../test';
import { submitPassportAuthentication, testAppWithUploads } from '../test-support';

describe.each(engines())('guide and completeness (%s)', (engine) => {
  let app: TestApp;
  testAppWithUploads(engine, (built) => {
    app = built;
  });

  const get = (who: SignedIn, url: string) => app.inject({ url, headers: who.headers });
  const put = (who: SignedIn, url: string, payload: object) =>
    app.inject({ method: 'PUT', url, headers: { ...who.headers, 'x-lang': 'en-US' }, payload });
  const binding = {
    name: 'Ada',
    sex: 'female',
    birthday: '1999-09-09',
    province: 'Fujian',
    location: 'Fuzhou',
    identityKind: 'on-the-job',
    region: 'mainland',
  };

  it('reports the missing items before work is submitted, never skills', async () => {
    const me = await signInAs(app, { email: null, phone: '13800000000' });
    expect((await get(me, '/api/users/info-check')).json().data).toEqual({
      complete: false,
      missing: ['email', 'introduction', 'birthday', 'industry', 'city', 'education'],
    });
    const complete = await signInAs(app, { introduction: 'Hi', birthday: '1990-01-01', industry: 'IT', location: 'Fuzhou' });
    await app.inject({
      method: 'POST',
      url: '/api/users/addEducation',
      headers: complete.headers,
      payload: { eduStartTime: '2010-01-01', majorName: 'A', schoolName: 'B', degreeName: 'C' },
    });
    expect((await get(complete, '/api/users/info-check')).json().data).toEqual({ complete: true, missing: [] });
    expect((await app.inject({ url: '/api/users/info-check' })).statusCode).toBe(401);
  });

  it('walks steps 1, 2 and 4 with the requirements of the identity kind', async () => {
    const me = await signInAs(app);
    let guide = (await get(me, '/api/users/guide')).json().data;
    expect(guide.steps).toEqual({ step1: false, step2: false, step4: false });
    expect(Object.keys(guide).sort()).toEqual(['bindingInfo', 'jobInfo', 'proInfo', 'steps', 'stuInfo', 'teaInfo', 'userAuth', 'userTags']);

    expect((await put(me, '/api/users/guide/step-1', { ...binding, birthday: undefined })).statusCode).toBe(400);
    guide = (await put(me, '/api/users/guide/step-1', binding)).json().data;
    expect(guide.steps.step1).toBe(true);
    expect(guide.bindingInfo).toMatchObject({ name: 'Ada', identityKind: 'on-the-job', region: 'mainland' });

    // The job record needs no industry; a student record needs all its fields.
    expect((await put(me, '/api/users/guide/step-2', { identityKind: 'student', stuInfo: { schoolName: 'PKU' } })).statusCode).toBe(400);
    guide = (
      await put(me, '/api/users/guide/step-2', { identityKind: 'on-the-job', jobInfo: { companyName: 'ACME', jobName: 'Engineer' } })
    ).json().data;
    expect(guide.steps).toEqual({ step1: true, step2: true, step4: false });
    expect(guide.jobInfo).toEqual({ companyName: 'ACME', jobName: 'Engineer' });

    // Step 4: the mainland ID card authentication, sent for review.
    await submitPassportAuthentication(app, me, 'Ada', 'E1234567');
    guide = (await get(me, '/api/users/guide')).json().data;
    expect(guide.userAuth).toMatchObject({ overseaAuthStatus: 'reviewing', idCardStatus: 'not-submitted' });
    expect(guide.steps.step4).toBe(false);
    await put(me, '/api/users/guide/step-1', { ...binding, region: 'overseas' });
    expect((await get(me, '/api/users/guide')).json().data.steps.step4).toBe(true);
  });

  it('switching identity kind asks for the record of the new kind', async () => {
    const me = await signInAs(app);
    await put(me, '/api/users/guide/step-1', { ...binding, identityKind: 'teacher' });
    let guide = (
      await put(me, '/api/users/guide/step-2', {
        identityKind: 'teacher',
        teaInfo: { schoolName: 'PKU', department: 'CS', title: 'Professor' },
      })
    ).json().data;
    expect(guide.steps.step2).toBe(true);
    guide = (await put(me, '/api/users/guide/step-1', { ...binding, identityKind: 'student' })).json().data;
    expect(guide.steps.step2).toBe(false);
    guide = (await put(me, '/api/users/guide/step-2', { identityKind: 'freelancer', proInfo: { profession: 'Designer' } })).json().data;
    expect([guide.bindingInfo.identityKind, guide.steps.step2]).toEqual(['freelancer', true]);
  });
});
