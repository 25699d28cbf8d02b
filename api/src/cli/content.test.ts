import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BundleImages } from '../lib/bundle-images';
import { LocalDiskStore } from '../lib/file-store';
import { demoContentFolder, readNewsBundle } from '../modules/content';
import { buildTestApp, engines, type TestApp } from '../test';
import { runContentCommand } from './content';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The news items of a bundle, its images stored in a scratch store. */
function readNews(folder: string, now?: Date) {
  return readNewsBundle(folder, new BundleImages(folder, new LocalDiskStore(path.join(dir, 'store'))), now);
}

describe('content bundles', () => {
  it('accepts the demo bundle: a dozen items in every category, both languages', async () => {
    const items = await readNews(demoContentFolder);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((item) => item.input.category))).toEqual(new Set(['announcements', 'interviews', 'tech-sharing', 'industry']));
    for (const item of items) {
      expect(item.input['zh-CN'].title).toMatch(/[\u4e00-\u9fff]/);
      expect(item.input['en-US'].title).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  function copyDemo() {
    cpSync(demoContentFolder, dir, { recursive: true });
    return path.join(dir, 'news');
  }

  async function problem(): Promise<string> {
    try {
      await readNews(dir);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no problem';
  }

  it('names the file and field of each problem', async () => {
    const news = copyDemo();
    const file = path.join(news, 'dcic-2026-launch.zh-CN.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('category: announcements', 'category: gossip'));
    expect(await problem()).toMatch(/dcic-2026-launch\.zh-CN\.md: invalid news item\n {2}- category: Invalid option/);

    copyDemo();
    rmSync(path.join(news, 'tech-macro-f1.en-US.md'));
    expect(await problem()).toContain('tech-macro-f1.en-US.md: missing');

    copyDemo();
    writeFileSync(path.join(news, 'tech-macro-f1.en-US.md'), '---\ntitle: Macro\ncategory: industry\n---\nBody');
    expect(await problem()).toContain('tech-macro-f1.en-US.md: invalid news item');

    copyDemo();
    writeFileSync(path.join(news, 'tech-macro-f1.en-US.md'), 'no front matter');
    expect(await problem()).toContain('must start with front matter');

    copyDemo();
    writeFileSync(path.join(news, 'notes.txt'), '');
    expect(await problem()).toContain('notes.txt: expected <slug>.zh-CN.md');
  });
});

describe.each(engines())('content CLI (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const open = async () => ({ db: app.db, files: app.files, close: async () => undefined });

  it('imports a bundle, exports it again and the export imports as the same items', async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    expect(await runContentCommand(['import-demo'], open, print)).toBe(0);
    const demoCount = (await readNews(demoContentFolder)).length;
    expect(lines.pop()).toBe(`content: ${demoCount} news items created, 0 updated`);

    const listed = (await app.inject({ url: `/api/content/news?per_page=50` })).json().data;
    expect(listed.total).toBe(demoCount);
    const launch = listed.list.find((item: { title: string }) => item.title === '第九届数字中国创新大赛正式启动');
    expect(launch).toMatchObject({ category: { code: 'announcements' }, source: '数字中国创新大赛组委会' });
    await app.inject({ url: `/api/content/news/${launch.id}` });

    const exported = path.join(dir, 'exported');
    expect(await runContentCommand(['export', exported], open, print)).toBe(0);
    expect(readdirSync(path.join(exported, 'news'))).toHaveLength(demoCount * 2);
    const zh = readFileSync(path.join(exported, 'news', 'dcic-2026-launch.zh-CN.md'), 'utf8');
    expect(zh).toMatch(/^---\ntitle: 第九届数字中国创新大赛正式启动\ncategory: announcements\n/);
    expect(zh).toMatch(/published: "?\d{4}-\d{2}-\d{2}T/);

    // The round trip: what was exported reads back as the same items.
    const before = await readNewsBundle(demoContentFolder, new BundleImages(demoContentFolder, app.files), new Date());
    const after = await readNewsBundle(exported, new BundleImages(exported, app.files));
    for (const item of before) {
      const again = after.find((other) => other.slug === item.slug)!;
      expect({ ...again.input, publishedAt: undefined }).toEqual({ ...item.input, publishedAt: undefined });
    }

    // Every other kind comes out file for file, and reads back as the same content.
    for (const folder of ['special', 'pages', 'editions', 'experts']) {
      const files = (root: string) => readdirSync(path.join(root, folder), { recursive: true }).map(String).sort();
      expect(files(exported)).toEqual(files(demoContentFolder));
    }
    const demoRead = await readWhole(demoContentFolder);
    expect(await readWhole(exported)).toEqual(demoRead);

    // Importing the export updates the same items (by slug): nothing is created, views stay.
    expect(await runContentCommand(['import', exported], open, print)).toBe(0);
    expect(lines.pop()).toBe(`exported: 0 news items created, ${demoCount} updated`);
    expect(lines.pop()).toBe('exported: 2 special contests, 16 pages, 3 editions, 9 experts imported');
    expect((await app.inject({ url: `/api/content/news?per_page=50` })).json().data.total).toBe(demoCount);
    const viewed = (await app.inject({ url: `/api/content/news/${launch.id}` })).json().data;
    expect(viewed.views).toBe(launch.views + 2);
  });

  /** The public answers for a bundle's content once imported alone, in both languages. */
  async function readWhole(folder: string) {
    const fresh = await buildTestApp({ engine });
    try {
      await runContentCommand(
        ['import', folder],
        async () => ({ db: fresh.db, files: fresh.files, close: async () => undefined }),
        () => undefined,
      );
      const answers: unknown[] = [];
      for (const lang of ['zh-CN', 'en-US']) {
        const get = async (url: string) => (await fresh.inject({ url, headers: { 'x-lang': lang } })).json().data;
        for (const name of ['digital-government', 'youth-robots']) answers.push(await get(`/api/special/${name}/page`));
        for (const section of ['help', 'dcic', 'site']) {
          for (const page of await get(`/api/pages/${section}`)) answers.push(await get(`/api/pages/${section}/${page.slug}`));
        }
        answers.push(await get('/api/editions'), await get('/api/experts'));
      }
      // Times relative to the import (now-3d) differ between two imports, and so do the names of
      // images stored anew from their re-encoded export; everything else must not.
      const text = JSON.stringify(answers, (key, value) => (key === 'publishedAt' ? undefined : value));
      return JSON.parse(text.replace(/\/api\/v1\/dfeditor\/images\/[0-9a-f]{32}\./g, '/api/v1/dfeditor/images/(stored).'));
    } finally {
      await fresh.close();
    }
  }

  it.each([
    [
      'special/digital-government/job/nlp-engineer.zh-CN.md',
      'position: 1',
      'position: first',
      /nlp-engineer\.zh-CN\.md: invalid job item\n {2}- position:/,
    ],
    [
      'special/digital-government/index.en-US.md',
      'title:',
      'titel:',
      /index\.en-US\.md: invalid special contest\n {2}- (\(front matter\)|title)/,
    ],
    [
      'special/youth-robots/talent/lin-xiaoyu.zh-CN.md',
      'position: 1',
      'position: 1\nimage: javascript:alert(1)',
      /lin-xiaoyu\.zh-CN\.md: invalid special contest item\n {2}- imageUrl:/,
    ],
    [
      'editions/2024.en-US.md',
      '  - Network intrusion detection\n',
      '',
      /2024\.en-US\.md: invalid edition\n {2}- tracks: 2 titles expected/,
    ],
    ['editions/2023.zh-CN.md', 'award: third', 'award: gold', /2023\.zh-CN\.md: invalid edition\n {2}- tracks\.1\.winners\.1\.award:/],
    ['experts/zhang-wei.zh-CN.md', 'type: evaluation-expert', 'type: guru', /zhang-wei\.zh-CN\.md: invalid expert\n {2}- type:/],
    ['pages/help/faq.zh-CN.md', 'published: now-60d', 'published: yesterday', /faq\.zh-CN\.md: invalid page\n {2}- published:/],
  ])('names the file and field of a broken %s, writing nothing', async (file, from, to, message) => {
    cpSync(demoContentFolder, dir, { recursive: true });
    // A new expert beside the broken file: it must not be written either.
    for (const lang of ['zh-CN', 'en-US'])
      cpSync(path.join(dir, 'experts', `zhang-wei.${lang}.md`), path.join(dir, 'experts', `zz-new-expert.${lang}.md`));
    const target = path.join(dir, file);
    const text = readFileSync(target, 'utf8');
    expect(text).toContain(from);
    writeFileSync(target, text.replace(from, to));
    const before = (await app.inject({ url: '/api/experts' })).json().data.length;
    const lines: string[] = [];
    expect(await runContentCommand(['import', dir], open, (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(message);
    expect((await app.inject({ url: '/api/experts' })).json().data).toHaveLength(before);
  });

  it('refuses a broken bundle without writing anything, and answers usage for unknown commands', async () => {
    const news = path.join(dir, 'news');
    cpSync(path.join(demoContentFolder, 'news'), news, { recursive: true });
    cpSync(path.join(demoContentFolder, 'images'), path.join(dir, 'images'), { recursive: true });
    writeFileSync(path.join(news, 'zz-broken.zh-CN.md'), '---\ntitle: 坏\ncategory: announcements\n---\n正文');
    writeFileSync(path.join(news, 'zz-broken.en-US.md'), '---\ntitle: Broken\n---\nBody');
    const before = (await app.inject({ url: '/api/content/stats' })).json().data.news;
    const lines: string[] = [];
    expect(await runContentCommand(['import', dir], open, (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(/zz-broken\.zh-CN\.md: invalid news item\n {2}- (source|published)/);
    expect((await app.inject({ url: '/api/content/stats' })).json().data.news).toBe(before);

    expect(await runContentCommand(['publish'], open, (line) => lines.push(line))).toBe(2);
    expect(lines.pop()).toMatch(/^usage: content import/);
  });
});
