import path from 'node:path';
import type { SpecialInput } from '@dcic/shared/contract';
import { apiRoot } from '../../lib/paths';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type TestApp } from '../../test';
import { importBundle } from '../catalogue';
import { importDemoContent } from '../content';

const STAFF = 'staff-special@dcic.example';

function specialInput(overrides: Partial<SpecialInput> = {}): SpecialInput {
  return {
    competitions: ['government-hotline-routing'],
    'zh-CN': { title: '测试专题赛', intro: '## 简介\n\n欢迎参加。' },
    'en-US': { title: 'Test special contest', intro: '## About\n\nWelcome.' },
    items: [
      {
        kind: 'news',
        slug: 'older',
        publishedAt: '2026-01-01T00:00:00Z',
        'zh-CN': { title: '旧闻', body: '旧' },
        'en-US': { title: 'Old', body: 'old' },
      },
      {
        kind: 'news',
        slug: 'newer',
        publishedAt: '2026-02-01T00:00:00Z',
        'zh-CN': { title: '新闻', body: '新' },
        'en-US': { title: 'New', body: 'new' },
      },
      { kind: 'job', slug: 'engineer', 'zh-CN': { title: '工程师', subtitle: '福州' }, 'en-US': { title: 'Engineer', subtitle: 'Fuzhou' } },
    ],
    ...overrides,
  };
}

describe.each(engines())('special contests (%s)', (engine) => {
  let app: TestApp;
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    const user = await createUser(app, { email: STAFF, name: 'Staff' });
    staffHeaders = bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name }));
  });
  afterAll(() => app.close());

  it('gives the title and footer text in the reader language', async () => {
    const zh = await app.inject({ url: '/api/special/digital-government' });
    expect(zh.statusCode).toBe(200);
    expect(zh.json().data).toMatchObject({ name: 'digital-government', title: '数字政府专题赛' });
    expect(zh.json().data.footerText).toContain('数字中国创新大赛组委会');

    const en = await app.inject({ url: '/api/special/digital-government', headers: { 'x-lang': 'en-US' } });
    expect(en.json().data.title).toBe('Digital Government Special Contest');
    expect(en.json().data.footerText).toContain('DCIC organising committee');
  });

  it('answers null footer text when the contest keeps the default credit', async () => {
    const res = await app.inject({ url: '/api/special/youth-robots' });
    expect(res.json().data.footerText).toBeNull();
  });

  it('answers a localised 404 for an unknown contest or news item, and 400 for a malformed name', async () => {
    for (const url of ['/api/special/nope', '/api/special/nope/page', '/api/special/nope/news/launch']) {
      const unknown = await app.inject({ url, headers: { 'x-lang': 'en-US' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errno: 'e40470', message: 'This special contest does not exist.' });
    }
    const item = await app.inject({ url: '/api/special/digital-government/news/nope' });
    expect(item.statusCode).toBe(404);
    expect(item.json()).toMatchObject({ errno: 'e40471', message: '该专题赛没有这条内容' });
    const malformed = await app.inject({ url: `/api/special/${encodeURIComponent('bad name!')}` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errno).toBe('e40000');
  });

  it('serves the demo contests: list, every child page filled, both languages, the footer kept', async () => {
    await importDemoContent(app.db, app.files);
    const list = (await app.inject({ url: '/api/special' })).json().data;
    expect(list.map((special: { name: string }) => special.name)).toEqual(['digital-government', 'youth-robots']);
    expect(list[0].excerpt).toContain('数字政府专题赛聚焦');

    for (const name of ['digital-government', 'youth-robots']) {
      const page = (await app.inject({ url: `/api/special/${name}/page` })).json().data;
      expect(page.intro.length).toBeGreaterThan(20);
      for (const kind of ['news', 'organization', 'expert', 'job', 'talent', 'contact']) expect(page.items[kind].length).toBeGreaterThan(1);
    }
    const en = (await app.inject({ url: '/api/special/digital-government/page', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(en).toMatchObject({
      title: 'Digital Government Special Contest',
      footerText: expect.stringContaining('DCIC organising committee'),
    });
    expect(en.items.news.map((item: { slug: string }) => item.slug)).toEqual(['mentor-office-hours', 'data-briefing', 'launch']);
    expect(en.items.organization[0]).toMatchObject({ title: 'Digital Fujian Leading Group Office', subtitle: 'Host' });
    const news = (await app.inject({ url: '/api/special/digital-government/news/launch', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(news).toMatchObject({
      title: 'The Digital Government Special Contest opens',
      body: expect.stringContaining('routing of citizen hotline'),
    });
    expect((await app.inject({ url: '/api/special/youth-robots' })).json().data.footerText).toBeNull();
  });

  it('refuses writes to anonymous callers and to signed-in users who are not staff', async () => {
    const stranger = await signInAs(app, { name: '路人' });
    const writes = [
      { method: 'PUT' as const, url: '/api/special/refused', payload: specialInput() },
      { method: 'DELETE' as const, url: '/api/special/digital-government' },
    ];
    for (const write of writes) {
      expect((await app.inject(write)).statusCode).toBe(401);
      const refused = await app.inject({ ...write, headers: stranger.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errno).toBe('e40300');
    }
    expect((await app.inject({ url: '/api/special/refused' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/special/digital-government' })).statusCode).toBe(200);
  });

  it('lets staff create, replace and delete a contest with its items; linked competitions show once they exist', async () => {
    const created = await app.inject({ method: 'PUT', url: '/api/special/staff-made', headers: staffHeaders, payload: specialInput() });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ name: 'staff-made' });
    let page = (await app.inject({ url: '/api/special/staff-made/page' })).json().data;
    expect(page).toMatchObject({ title: '测试专题赛', footerText: null, competitions: [] });
    expect(page.items.news.map((item: { slug: string }) => item.slug)).toEqual(['newer', 'older']);
    expect(page.items.job[0]).toMatchObject({ title: '工程师', subtitle: '福州', body: '' });

    await importBundle(app.db, app.config.dataDir, path.join(apiRoot, 'demo', 'competitions', 'government-hotline-routing'), new Date());
    page = (await app.inject({ url: '/api/special/staff-made/page', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(page.competitions).toEqual([expect.objectContaining({ slug: 'government-hotline-routing', id: expect.any(Number) })]);

    const replaced = await app.inject({
      method: 'PUT',
      url: '/api/special/staff-made',
      headers: staffHeaders,
      payload: specialInput({ items: [], 'zh-CN': { title: '改名专题赛', footerText: '自定义页脚' } }),
    });
    expect(replaced.statusCode).toBe(200);
    page = (await app.inject({ url: '/api/special/staff-made/page' })).json().data;
    expect(page).toMatchObject({ title: '改名专题赛', footerText: '自定义页脚' });
    expect(page.items.news).toEqual([]);

    expect((await app.inject({ method: 'DELETE', url: '/api/special/staff-made', headers: staffHeaders })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/special/staff-made/page' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/special/staff-made', headers: staffHeaders })).json().errno).toBe('e40470');
  });

  it('refuses bad input with a localised 400 and writes nothing', async () => {
    const twice = specialInput();
    twice.items = [twice.items![0]!, { ...twice.items![0]! }];
    const bad = [
      specialInput({ 'zh-CN': { title: '' } }),
      specialInput({ bannerUrl: 'javascript:alert(1)' }),
      twice,
      { ...specialInput(), items: [{ kind: 'gossip', slug: 'x', 'zh-CN': { title: 'a' }, 'en-US': { title: 'b' } }] },
    ];
    for (const payload of bad) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/special/bad-input',
        headers: { ...staffHeaders, 'x-lang': 'en-US' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid /);
    }
    expect((await app.inject({ url: '/api/special/bad-input' })).statusCode).toBe(404);
  });
});
