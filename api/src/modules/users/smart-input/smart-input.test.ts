import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';

describe.each(engines())('smart input (%s)', (engine) => {
  let app: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
    me = await signInAs(app);
    const post = (who: SignedIn, url: string, payload: object) => app.inject({ method: 'POST', url, headers: who.headers, payload });
    const education = (schoolName: string, majorName = 'Mathematics') => ({
      eduStartTime: '2015-09-01',
      schoolName,
      majorName,
      degreeName: 'Bachelor',
    });
    for (const school of [
      'Fuzhou University',
      'Fuzhou University',
      'Fujian Normal University',
      'Xiamen University',
      'Fuzhou University of International Studies',
    ]) {
      const who = await signInAs(app, { location: school.startsWith('Xiamen') ? 'Xiamen' : 'Fuzhou' });
      expect((await post(who, '/api/users/addEducation', education(school))).statusCode).toBe(200);
      expect((await post(who, '/api/users/addTag', { skillName: 'Python' })).statusCode).toBe(200);
    }
    const secretive = await signInAs(app);
    await post(secretive, '/api/users/addEducation', education('Fuzhou Secret Academy'));
    await post(secretive, '/api/users/addWork', { workStartTime: '2020-01-01', jobName: 'Agent', companyName: 'Fuzhou Secret Company' });
    await app.inject({ method: 'PUT', url: '/api/users/updatePrivateEdu', headers: secretive.headers, payload: { value: false } });
    await app.inject({ method: 'PUT', url: '/api/users/updatePrivateWork', headers: secretive.headers, payload: { value: false } });
    const open = await signInAs(app);
    await post(open, '/api/users/addWork', {
      workStartTime: '2020-01-01',
      jobName: 'Data 100% scientist',
      companyName: 'Fuzhou Data Company',
    });
  }, 180_000);
  afterAll(() => app.close());

  const suggest = (kind: string, keyword: string, who: SignedIn | null = me) =>
    app.inject({ url: `/api/users/smartInput?kind=${kind}&keyword=${encodeURIComponent(keyword)}`, headers: who?.headers ?? {} });

  it('suggests what users entered: values starting with the keyword first, then the most used', async () => {
    const res = await suggest('school', 'fu');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(['Fuzhou University', 'Fujian Normal University', 'Fuzhou University of International Studies']);
    expect((await suggest('school', 'university')).json().data).toEqual([
      'Fuzhou University',
      'Xiamen University',
      'Fujian Normal University',
      'Fuzhou University of International Studies',
    ]);
    expect((await suggest('major', 'math')).json().data).toEqual(['Mathematics']);
    expect((await suggest('skill', 'py')).json().data).toEqual(['Python']);
    expect((await suggest('city', 'xia')).json().data).toEqual(['Xiamen']);
    expect((await suggest('company', 'data')).json().data).toEqual(['Fuzhou Data Company']);
    expect((await suggest('job', 'scien')).json().data).toEqual(['Data 100% scientist']);
  });

  it('never suggests what its owner hides', async () => {
    expect((await suggest('school', 'secret')).json().data).toEqual([]);
    expect((await suggest('company', 'secret')).json().data).toEqual([]);
  });

  it('takes the keyword literally (no wildcards)', async () => {
    expect((await suggest('job', '100%')).json().data).toEqual(['Data 100% scientist']);
    expect((await suggest('school', '%')).json().data).toEqual([]);
    expect((await suggest('school', '_')).json().data).toEqual([]);
  });

  it('needs sign-in, a kind and a keyword of at most 30 characters', async () => {
    expect((await suggest('school', 'fu', null)).statusCode).toBe(401);
    expect((await suggest('planet', 'fu')).statusCode).toBe(400);
    expect((await suggest('school', '   ')).statusCode).toBe(400);
    expect((await suggest('school', 'x'.repeat(31))).statusCode).toBe(400);
  });

  it('is limited per client', async () => {
    let status = 200;
    for (let i = 0; i < 70 && status === 200; i += 1) status = (await suggest('skill', 'p')).statusCode;
    expect(status).toBe(429);
  });
});
