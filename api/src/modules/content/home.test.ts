import { sql } from 'drizzle-orm';
import { buildTestApp, createUser, engines, type TestApp } from '../../test';
import type { Lang } from '@dcic/shared/contract';
import { competitions } from '../catalogue';
import { cachedHomeContent } from './home';

const DAY = 86_400_000;

function content(name: string) {
  const text = { name, summary: '', rules: '', data: '', evaluation: '', faq: '' };
  return { 'zh-CN': { ...text, name: `赛题 ${name}` }, 'en-US': text };
}

describe.each(engines())('the home page in one answer (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      engine,
      // Read every time: each test looks at what it just wrote (the copy kept a few seconds is tested below).
      config: { homeFigures: { users: '170,000+', data: '3T+', resources: '1200+', daily: '20+' }, homeCacheMs: 0 },
    });
  });
  afterAll(() => app.close());

  it('answers banners, competitions by time state, news, the configured figures and live counts', async () => {
    const now = Date.now();
    const add = (slug: string, start: number, end: number) =>
      app.db
        .insert(competitions)
        .values({ slug, content: content(slug), raceId: 3, type: 'computing', startTime: new Date(start), endTime: new Date(end) })
        .returning({ id: competitions.id });
    const [running] = await add('home-running', now - 5 * DAY, now + 5 * DAY);
    const [soon] = await add('home-soon', now + 2 * DAY, now + 20 * DAY);
    const [over] = await add('home-over', now - 30 * DAY, now - DAY);
    // A banner turned off is not shown.
    await app.db.execute(sql`UPDATE races SET banner_status = 0 WHERE id = 8`);

    const res = await app.inject({ url: '/api/content/home', headers: { 'x-lang': 'en-US' } });
    expect(res.statusCode).toBe(200);
    const home = res.json().data;
    expect(home.banners).toHaveLength(7);
    expect(home.banners[0]).toEqual({ raceId: 1, name: 'Digital party building', image: '', link: '/competitions?raceId=1' });
    expect(home.banners.map((b: { raceId: number }) => b.raceId)).not.toContain(8);
    expect(home.competitions['in-progress']).toEqual([
      expect.objectContaining({ id: running!.id, name: 'home-running', teams: 0, timeState: 'in-progress' }),
    ]);
    expect(home.competitions['not-started'][0]).toMatchObject({ id: soon!.id, timeState: 'not-started' });
    expect(home.competitions.ended[0]).toMatchObject({ id: over!.id, timeState: 'ended' });
    expect(home.news).toEqual(expect.any(Array));
    expect(home.figures).toEqual({ users: '170,000+', data: '3T+', resources: '1200+', daily: '20+' });
    expect(home.counts).toEqual({ users: expect.any(Number), competitions: 3, news: home.news.length, datasets: 0 });
    expect(home.datasets).toEqual([]);
    expect(home.highlights).toEqual([]);

    const zh = (await app.inject({ url: '/api/content/home', headers: { 'x-lang': 'zh-CN' } })).json().data;
    expect(zh.banners[0].name).toBe('数字党建');
    expect(zh.competitions['in-progress'][0].name).toBe('赛题 home-running');
  });

  it('carries the latest datasets and the hottest posts a visitor sees, so the page needs no other request', async () => {
    const author = await createUser(app, { name: 'home author' });
    const dataset = (slug: string, name: string, hidden: boolean, ageDays: number) =>
      app.db.execute(sql`
        INSERT INTO datasets (slug, name_zh, name_en, description_zh, description_en, licence, publisher_id, hidden, created_at)
        VALUES (${slug}, ${`数据 ${name}`}, ${name}, '', '', 'cc-by-4.0', ${author.id}, ${hidden}, now() - make_interval(days => ${ageDays}))`);
    await dataset('home-old', 'old', false, 3);
    await dataset('home-new', 'new', false, 1);
    await dataset('home-hidden', 'hidden', true, 0);
    await app.db.execute(sql`
      INSERT INTO discussion_boards (kind, slug, name_zh, name_en) VALUES ('general', 'home-board', '综合讨论', 'General')`);
    const post = (title: string, likes: number, abnormal: boolean) =>
      app.db.execute(sql`
        INSERT INTO posts (board_id, author_id, kind, title, body, body_text, likes, abnormal)
        SELECT id, ${author.id}, 'topic', ${title}, '<p>x</p>', 'x', ${likes}, ${abnormal} FROM discussion_boards WHERE slug = 'home-board'`);
    await post('quiet', 0, false);
    await post('popular', 50, false);
    await post('moderated', 500, true);

    const home = (await app.inject({ url: '/api/content/home', headers: { 'x-lang': 'en-US' } })).json().data;
    // Newest first, hidden ones left out.
    expect(home.datasets.map((d: { name: string }) => d.name)).toEqual(['new', 'old']);
    expect(home.datasets[0]).toMatchObject({ publisher: { kind: 'user', id: author.id } });
    // Hottest first, with their board; what staff marked abnormal is not shown.
    expect(home.highlights.map((p: { title: string }) => p.title)).toEqual(['popular', 'quiet']);
    expect(home.highlights[0]).toMatchObject({ board: { name: 'General' }, replies: 0 });

    const zh = (await app.inject({ url: '/api/content/home', headers: { 'x-lang': 'zh-CN' } })).json().data;
    expect(zh.datasets[0].name).toBe('数据 new');
    expect(zh.highlights[0].board.name).toBe('综合讨论');
  });

  it('keeps each language’s answer for the configured time, then reads it again', async () => {
    const kept = await buildTestApp({ engine, config: { homeCacheMs: 60_000 } });
    try {
      const t0 = Date.now();
      const banners = async (lang: Lang, at: number) => (await cachedHomeContent(kept, lang, new Date(at))).banners.length;
      const before = await banners('en-US', t0);
      await kept.db.execute(sql`UPDATE races SET banner_status = 0 WHERE id = 1`);
      expect(await banners('en-US', t0 + 59_000)).toBe(before);
      // Another language is its own answer, read now.
      expect(await banners('zh-CN', t0 + 59_000)).toBe(before - 1);
      expect(await banners('en-US', t0 + 60_000)).toBe(before - 1);
      // The route answers from the same copy.
      await kept.db.execute(sql`UPDATE races SET banner_status = 0 WHERE id = 2`);
      const res = await kept.inject({ url: '/api/content/home', headers: { 'x-lang': 'en-US' } });
      expect(res.json().data.banners).toHaveLength(before - 1);
    } finally {
      await kept.close();
    }
  });
});
