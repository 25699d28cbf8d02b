import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type TestApp } from '../../test';
import type { NewsInput } from '@dcic/shared/contract';

const STAFF = 'staff-news@dcic.example';

function newsInput(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    category: 'announcements',
    source: '大赛组委会',
    'zh-CN': { title: '测试公告', body: '正文：**欢迎**参赛。' },
    'en-US': { title: 'Test announcement', body: 'Body: **welcome** to the contest.' },
    ...overrides,
  };
}

describe.each(engines())('information and news (%s)', (engine) => {
  let app: TestApp;
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    const user = await createUser(app, { email: STAFF, name: 'Staff' });
    staffHeaders = bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name }));
  });
  afterAll(() => app.close());

  /** Publishes an item as staff; answers its id. */
  async function publish(overrides: Partial<NewsInput> = {}): Promise<number> {
    const res = await app.inject({ method: 'POST', url: '/api/content/news', headers: staffHeaders, payload: newsInput(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json().data.id;
  }

  it('lists published items newest first, in the reader language, with paging', async () => {
    const marker = `paging-${engine}`;
    const ids = [];
    for (const day of [3, 2, 1]) {
      ids.push(
        await publish({
          category: 'industry',
          publishedAt: new Date(Date.now() - day * 86_400_000).toISOString(),
          'zh-CN': { title: `行业 ${marker} ${day}`, body: '正文' },
          'en-US': { title: `Industry ${marker} ${day}`, body: 'Body' },
        }),
      );
    }
    const first = await app.inject({ url: `/api/content/news?search=${marker}&per_page=2` });
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.total).toBe(3);
    expect(page1.list.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(page1.list[0]).toMatchObject({ title: `行业 ${marker} 1`, category: { code: 'industry', name: '行业资讯' }, views: 0 });

    const second = await app.inject({ url: `/api/content/news?search=${marker}&per_page=2&page=2`, headers: { 'x-lang': 'en-US' } });
    expect(second.json().data.list).toEqual([expect.objectContaining({ id: ids[0], title: `Industry ${marker} 3` })]);
    expect(second.json().data.list[0].category.name).toBe('Industry news');
  });

  it('filters by category and finds Chinese and English words in titles and bodies', async () => {
    const id = await publish({
      category: 'tech-sharing',
      'zh-CN': { title: '梯度提升树调参心得', body: '使用交叉验证选择学习率。' },
      'en-US': { title: 'Tuning gradient boosted trees', body: 'Pick the learning rate by cross-validation.' },
    });
    const found = async (query: string) =>
      (await app.inject({ url: `/api/content/news?${query}` })).json().data.list.map((item: { id: number }) => item.id);
    expect(await found(`search=${encodeURIComponent('调参')}`)).toContain(id);
    expect(await found(`search=${encodeURIComponent('交叉验证')}`)).toContain(id);
    expect(await found('search=learning%20RATE')).toContain(id);
    expect(await found(`category=tech-sharing&search=${encodeURIComponent('梯度')}`)).toEqual([id]);
    expect(await found(`category=industry&search=${encodeURIComponent('梯度')}`)).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await found('search=%25')).toEqual([]);
  });

  it('hides items until their publication time', async () => {
    const future = await publish({
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      'zh-CN': { title: '明日发布的公告', body: '尚未发布' },
    });
    const list = await app.inject({ url: `/api/content/news?search=${encodeURIComponent('明日发布')}` });
    expect(list.json().data.total).toBe(0);
    expect((await app.inject({ url: `/api/content/news/${future}` })).statusCode).toBe(404);
  });

  it('shows an item, counts each view and lists related items of its category only', async () => {
    const older = await publish({ category: 'interviews', publishedAt: new Date(Date.now() - 86_400_000).toISOString() });
    const item = await publish({ category: 'interviews', 'zh-CN': { title: '冠军专访', body: '## 标题\n\n正文' } });
    const other = await publish({ category: 'industry' });

    const first = await app.inject({ url: `/api/content/news/${item}` });
    expect(first.statusCode).toBe(200);
    const detail = first.json().data;
    expect(detail).toMatchObject({ id: item, title: '冠军专访', body: '## 标题\n\n正文', views: 1, category: { code: 'interviews' } });
    const related = detail.related.map((r: { id: number }) => r.id);
    expect(related).toContain(older);
    expect(related).not.toContain(item);
    expect(related).not.toContain(other);
    expect(detail.related.every((r: { category: { code: string } }) => r.category.code === 'interviews')).toBe(true);

    const second = await app.inject({ url: `/api/content/news/${item}`, headers: { 'x-lang': 'en-US' } });
    expect(second.json().data).toMatchObject({ views: 2, title: 'Test announcement' });
  });

  it('answers 404 for an unknown item and a localised 400 for bad input, never 500', async () => {
    const unknown = await app.inject({ url: '/api/content/news/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errno).toBe('e40400');

    for (const url of [
      '/api/content/news/abc',
      '/api/content/news/0',
      '/api/content/news/99999999999',
      '/api/content/news?category=sports',
      '/api/content/news?page=0',
      '/api/content/news?per_page=1000',
      `/api/content/news?search=${'很'.repeat(51)}`,
    ]) {
      const zh = await app.inject({ url });
      expect({ url, status: zh.statusCode, errno: zh.json().errno }).toEqual({ url, status: 400, errno: 'e40000' });
      expect(zh.json().message).toMatch(/^参数/);
      const en = await app.inject({ url, headers: { 'x-lang': 'en-US' } });
      expect(en.json().message).toMatch(/^Invalid/);
    }

    const badBody = await app.inject({
      method: 'POST',
      url: '/api/content/news',
      headers: staffHeaders,
      payload: { ...newsInput(), category: 'gossip', coverUrl: 'javascript:alert(1)' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().errno).toBe('e40000');
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/content/news',
      headers: { ...staffHeaders, 'content-type': 'application/json' },
      payload: '{"category":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses writes to anonymous callers and to signed-in users who are not staff', async () => {
    const id = await publish();
    const stranger = await signInAs(app, { name: '路人' });
    const writes = [
      { method: 'POST' as const, url: '/api/content/news', payload: newsInput() },
      { method: 'PUT' as const, url: `/api/content/news/${id}`, payload: newsInput() },
      { method: 'DELETE' as const, url: `/api/content/news/${id}` },
    ];
    for (const write of writes) {
      const anonymous = await app.inject(write);
      expect(anonymous.statusCode).toBe(401);
      const refused = await app.inject({ ...write, headers: stranger.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errno).toBe('e40300');
    }
    expect((await app.inject({ url: `/api/content/news/${id}` })).json().data.title).toBe('测试公告');
  });

  it('lets staff replace and delete an item, keeping its views', async () => {
    const id = await publish();
    await app.inject({ url: `/api/content/news/${id}` });
    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/content/news/${id}`,
      headers: staffHeaders,
      payload: newsInput({ category: 'industry', 'zh-CN': { title: '更新后的标题', body: '新正文' } }),
    });
    expect(replaced.statusCode).toBe(200);
    const detail = (await app.inject({ url: `/api/content/news/${id}` })).json().data;
    expect(detail).toMatchObject({ title: '更新后的标题', body: '新正文', category: { code: 'industry' }, views: 2 });

    expect((await app.inject({ method: 'DELETE', url: `/api/content/news/${id}`, headers: staffHeaders })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/content/news/${id}` })).statusCode).toBe(404);
    const again = await app.inject({ method: 'DELETE', url: `/api/content/news/${id}`, headers: staffHeaders });
    expect(again.statusCode).toBe(404);
    const missing = await app.inject({ method: 'PUT', url: `/api/content/news/${id}`, headers: staffHeaders, payload: newsInput() });
    expect(missing.statusCode).toBe(404);
  });

  it('names every category in tab order with its published items counted', async () => {
    await publish({ category: 'announcements' });
    const zh = (await app.inject({ url: '/api/content/categories' })).json().data;
    expect(zh.map((c: { code: string }) => c.code)).toEqual(['announcements', 'interviews', 'tech-sharing', 'industry']);
    expect(zh[0]).toMatchObject({ name: '大赛公告' });
    expect(zh[0].count).toBeGreaterThan(0);
    const en = (await app.inject({ url: '/api/content/categories', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(en[2]).toMatchObject({ code: 'tech-sharing', name: 'Technical sharing' });
  });

  it('counts users (not the system sender), competitions and published news for the home page', async () => {
    const before = (await app.inject({ url: '/api/content/stats' })).json().data;
    await createUser(app);
    await publish();
    const after = (await app.inject({ url: '/api/content/stats' })).json().data;
    expect(after.users).toBe(before.users + 1);
    expect(after.news).toBe(before.news + 1);
    expect(after.competitions).toBe(before.competitions);
  });
});
