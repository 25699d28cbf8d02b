import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';

describe.each(engines())('recipient search, GET /api/users (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const get = (url: string, who: SignedIn) => app.inject({ url, headers: who.headers });

  it('finds users by name or id, 5 per page, never oneself or the system sender', async () => {
    const tag = `Zed${Date.now()}`;
    const me = await signInAs(app, { name: `${tag} me` });
    const found = await Promise.all(Array.from({ length: 6 }, (_, i) => signInAs(app, { name: `${tag} ${i}` })));
    const first = (await get(`/api/users?keyword=${encodeURIComponent(` ${tag} `)}`, me)).json().data;
    expect(first.total).toBe(6);
    expect(first.list).toHaveLength(5);
    expect(first.list.map((user: { id: number }) => user.id)).not.toContain(me.user.id);
    const second = (await get(`/api/users?keyword=${tag}&page=2`, me)).json().data;
    expect(second.list).toHaveLength(1);
    const byId = (await get(`/api/users?keyword=${found[2]!.user.id}`, me)).json().data;
    expect(byId.list.map((user: { id: number }) => user.id)).toContain(found[2]!.user.id);
    expect((await get('/api/users?keyword=%20', me)).json().data).toEqual({ list: [], total: 0 });
    expect((await get('/api/users?keyword=%25', me)).json().data.list.every((user: { name: string }) => user.name.includes('%'))).toBe(
      true,
    );
    expect((await get('/api/users?keyword=系统消息', me)).json().data.total).toBe(0);
  });

  it('validates paging', async () => {
    const me = await signInAs(app);
    expect((await get('/api/users?keyword=a&pageSize=500', me)).statusCode).toBe(400);
  });
});
