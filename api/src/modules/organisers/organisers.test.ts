import type { ApplicationInput } from '@dcic/shared/contract';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type SignedIn, type TestApp } from '../../test';

const STAFF = 'staff-organisers@dcic.example';
const URL = '/api/organisers/applications';

function input(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    organisation: '数字福建研究院',
    contact: '林晓',
    phone: '+86 138-0000-0000',
    email: 'lin@example.org',
    organisationType: 'research',
    topic: '海洋遥感图像识别',
    expectedDates: '2027 年 3 月至 6 月',
    budget: '100k-500k',
    description: 'A competition on recognising ships in ocean remote-sensing images, with labelled data.',
    ...overrides,
  };
}

describe.each(engines())('organiser applications (%s)', (engine) => {
  let app: TestApp;
  let staff: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    const user = await createUser(app, { email: STAFF, name: 'Staff' });
    staff = bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name }));
  });
  afterAll(() => app.close());

  const submit = (who: SignedIn, payload: unknown = input(), lang = 'en-US') =>
    app.inject({ method: 'POST', url: URL, headers: { ...who.headers, 'x-lang': lang }, payload: payload as object });
  const mine = async (who: SignedIn) => (await app.inject({ url: `${URL}/mine`, headers: who.headers })).json().data;
  const notices = async (who: SignedIn, lang = 'en-US') =>
    (await app.inject({ url: '/api/v1/inbox/notices', headers: { ...who.headers, 'x-lang': lang } })).json().data;

  it('stores an application, trimmed, and tells the applicant in the inbox', async () => {
    const author = await signInAs(app, { name: 'Lin' });
    const res = await submit(author, input({ organisation: '  数字福建研究院 ' }));
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ organisation: '数字福建研究院', status: 'submitted', applicant: { id: author.user.id, name: 'Lin' } });
    expect(await mine(author)).toEqual([created]);

    await app.jobs.drain();
    const inbox = await notices(author);
    expect(inbox.list[0].content).toContain('We have received the application of "数字福建研究院"');
    expect(inbox.list[0].content).toContain('<a href="/ent-apply"');
    expect((await notices(author, 'zh-CN')).list[0].content).toContain('办赛申请');
  });

  it('requires sign-in to apply or to read one’s applications', async () => {
    expect((await app.inject({ method: 'POST', url: URL, payload: input() })).statusCode).toBe(401);
    expect((await app.inject({ url: `${URL}/mine` })).statusCode).toBe(401);
  });

  it('refuses a bad draft with localised messages per field and writes nothing', async () => {
    const author = await signInAs(app);
    const bad = input({ organisation: '   ', phone: 'call me', email: 'nobody', budget: 'millions', description: 'too short' });
    const en = await submit(author, bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toContain('Invalid organisation: it is required');
    expect(en.json().message).toContain('Invalid phone: enter a valid phone number');
    const zh = await submit(author, bad, 'zh-CN');
    expect(zh.json().message).toContain('参数 organisation 有误：不能为空');
    const longer = await submit(author, input({ description: 'x'.repeat(2001) }));
    expect(longer.json().message).toContain('Invalid description: it is too long');
    expect((await submit(author, { ...input(), extra: 1 })).statusCode).toBe(400);
    expect((await submit(author, input({ topic: 'a\u0000b' }))).statusCode).toBe(400);
    expect(await mine(author)).toEqual([]);
  });

  it('lets a stranger see only their own applications and no staff list', async () => {
    const author = await signInAs(app);
    const stranger = await signInAs(app);
    await submit(author);
    expect(await mine(stranger)).toEqual([]);
    expect((await app.inject({ url: URL, headers: stranger.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    const change = { method: 'PUT' as const, url: `${URL}/1/status`, payload: { status: 'accepted' } };
    expect((await app.inject({ ...change, headers: author.headers })).statusCode).toBe(403);
    expect((await app.inject(change)).statusCode).toBe(401);
  });

  it('lets staff list, filter and move applications along; the applicant sees the status and a notice', async () => {
    const author = await signInAs(app);
    const { id } = (await submit(author, input({ organisation: `Org ${engine}` }))).json().data;
    const list = (await app.inject({ url: `${URL}?status=submitted&per_page=100`, headers: staff })).json().data;
    expect(list.list.map((a: { id: number }) => a.id)).toContain(id);
    expect(list.total).toBeGreaterThanOrEqual(1);

    await app.jobs.drain();
    const before = (await notices(author)).total;
    const contacted = await app.inject({ method: 'PUT', url: `${URL}/${id}/status`, headers: staff, payload: { status: 'contacted' } });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json().data.status).toBe('contacted');
    // The same status again changes nothing and tells nobody.
    await app.inject({ method: 'PUT', url: `${URL}/${id}/status`, headers: staff, payload: { status: 'contacted' } });
    await app.jobs.drain();
    const inbox = await notices(author);
    expect(inbox.total).toBe(before + 1);
    expect(inbox.list[0].content).toContain(`The application of "Org ${engine}" to hold a competition is now: contacted`);
    expect((await mine(author))[0].status).toBe('contacted');

    const filtered = (await app.inject({ url: `${URL}?status=submitted&per_page=100`, headers: staff })).json().data;
    expect(filtered.list.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it('answers 404 for an unknown application and 400 for an unknown status', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: `${URL}/999999/status`, headers: staff, payload: { status: 'accepted' } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `${URL}/1/status`, headers: staff, payload: { status: 'won' } })).statusCode).toBe(400);
    expect((await app.inject({ url: `${URL}?status=won`, headers: staff })).statusCode).toBe(400);
  });
});
