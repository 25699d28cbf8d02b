import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatsByContent } from '../../lib/file-type';
import { BundleFileError } from '../../lib/markdown-bundle';
import { buildTestApp, engines, type TestApp } from '../../test';
import { demoContentFolder } from './demo';
import { exportContentBundle, importContentBundle } from './site-bundle';

const demoImage = (name: string) => readFileSync(path.join(demoContentFolder, 'images', name));
const STORED = /^\/api\/v1\/dfeditor\/images\/[0-9a-f]{32}\.(jpg|png|webp)$/;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-images-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle of one news item in `folder`, with the images given (path in the bundle → bytes). */
function newsBundle(folder: string, slug: string, frontMatter: string, body: string, images: Record<string, Buffer> = {}) {
  mkdirSync(path.join(folder, 'news'), { recursive: true });
  writeFileSync(
    path.join(folder, 'news', `${slug}.zh-CN.md`),
    `---\ntitle: 图片测试 ${slug}\ncategory: announcements\nsource: 组委会\npublished: now-1h\n${frontMatter}---\n\n正文 ${body}\n`,
  );
  writeFileSync(path.join(folder, 'news', `${slug}.en-US.md`), `---\ntitle: Images ${slug}\n---\n\nBody ${body}\n`);
  for (const [file, bytes] of Object.entries(images)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), bytes);
  }
  return folder;
}

describe.each(engines())('images of content bundles (%s)', (engine) => {
  let app: TestApp;
  // Each site keeps its own file store, so what one stored is not found by another.
  const site = () => buildTestApp({ engine, config: { uploadsDir: mkdtempSync(path.join(tmpdir(), 'bundle-images-store-')) } });
  beforeAll(async () => {
    app = await site();
  });
  afterAll(async () => {
    await app.close();
    rmSync(app.config.uploadsDir, { recursive: true, force: true });
  });

  const storedFiles = () => {
    try {
      return readdirSync(path.join(app.config.uploadsDir, 'images')).sort();
    } catch {
      return [];
    }
  };

  async function newsBySlugTitle(title: string) {
    const list = (await app.inject({ url: `/api/content/news?search=${encodeURIComponent(title)}` })).json().data.list;
    expect(list).toHaveLength(1);
    return (await app.inject({ url: `/api/content/news/${list[0].id}` })).json().data;
  }

  async function served(url: string) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    return { type: res.headers['content-type'], formats: formatsByContent(res.rawPayload) };
  }

  async function refusal(folder: string): Promise<string> {
    try {
      await importContentBundle(app.db, app.files, folder);
    } catch (error) {
      expect(error).toBeInstanceOf(BundleFileError);
      return (error as Error).message;
    }
    throw new Error('the bundle was imported');
  }

  it('stores the files a bundle names, serves them, and stores nothing again on a second import', async () => {
    const bundle = newsBundle(
      path.join(dir, 'bundle'),
      'with-images',
      'cover: images/launch.jpg\n',
      '图表：\n\n![chart](images/charts/feature.png)\n\n外部图片 ![remote](https://example.org/a.png) 与站内图片 ![site](/static/b.png)\n\n`![code](images/not-read.png)`',
      { 'images/launch.jpg': demoImage('dcic-2026-launch.jpg'), 'images/charts/feature.png': demoImage('feature-importance.png') },
    );
    const before = storedFiles();
    await importContentBundle(app.db, app.files, bundle);
    const item = await newsBySlugTitle('图片测试 with-images');
    expect(item.coverUrl).toMatch(STORED);
    expect(await served(item.coverUrl)).toEqual({ type: 'image/jpeg', formats: expect.arrayContaining(['jpg']) });
    const chart = /!\[chart\]\(([^)]+)\)/.exec(item.body)![1]!;
    expect(chart).toMatch(STORED);
    expect(await served(chart)).toEqual({ type: 'image/png', formats: expect.arrayContaining(['png']) });
    // Addresses stay as they were written, and an image inside code is text.
    expect(item.body).toContain('![remote](https://example.org/a.png)');
    expect(item.body).toContain('![site](/static/b.png)');
    expect(item.body).toContain('`![code](images/not-read.png)`');
    const stored = storedFiles();
    expect(stored).toHaveLength(before.length + 2);

    await importContentBundle(app.db, app.files, bundle);
    expect(storedFiles()).toEqual(stored);
    expect((await newsBySlugTitle('图片测试 with-images')).coverUrl).toBe(item.coverUrl);
  });

  it('refuses a path that leaves the bundle, naming the file, and writes nothing', async () => {
    writeFileSync(path.join(dir, 'outside.jpg'), demoImage('dcic-2026-launch.jpg'));
    const count = async () => (await app.inject({ url: '/api/content/stats' })).json().data.news;
    const news = await count();
    const stored = storedFiles();
    // A valid new image is stored before the bad one is met, and removed again.
    const fresh = demoImage('edition-2025.jpg');
    const cases: Array<[string, RegExp]> = [
      ['cover: ../outside.jpg\n', /escape\.zh-CN\.md: image \.\.\/outside\.jpg leaves the bundle folder/],
      ['cover: images/../../outside.jpg\n', /image images\/\.\.\/\.\.\/outside\.jpg leaves the bundle folder/],
      [`cover: ${path.join(dir, 'outside.jpg')}\n`, /escape\.zh-CN\.md: image \/.*outside\.jpg is a path of this machine/],
      ['cover: images/missing.jpg\n', /image images\/missing\.jpg: no such file in the bundle/],
    ];
    for (const [index, [frontMatter, message]] of cases.entries()) {
      const bundle = path.join(dir, `bundle-${index}`);
      newsBundle(bundle, 'a-valid-one', 'cover: images/fresh.jpg\n', '', { 'images/fresh.jpg': fresh });
      newsBundle(bundle, 'escape', frontMatter, '');
      expect(await refusal(bundle)).toMatch(message);
    }
    // A symbolic link inside the bundle that leads out of it.
    const linked = newsBundle(path.join(dir, 'linked'), 'escape', '', '![x](images/link.jpg)');
    mkdirSync(path.join(linked, 'images'));
    symlinkSync(path.join(dir, 'outside.jpg'), path.join(linked, 'images', 'link.jpg'));
    expect(await refusal(linked)).toMatch(/escape\.zh-CN\.md: image images\/link\.jpg leads out of the bundle folder/);

    expect(await count()).toBe(news);
    expect(storedFiles()).toEqual(stored);
  });

  it('refuses a file that is no image whatever its name says, naming it', async () => {
    const bundle = newsBundle(path.join(dir, 'bundle'), 'not-an-image', 'cover: images/fake.png\n', '', {
      'images/fake.png': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    const stored = storedFiles();
    const message = await refusal(bundle);
    expect(message).toContain(`${path.join(bundle, 'images', 'fake.png')}: Only JPG/PNG/WEBP images are accepted.`);
    expect(message).toContain('not-an-image.zh-CN.md');
    expect(storedFiles()).toEqual(stored);
    expect((await app.inject({ url: `/api/content/news?search=not-an-image` })).json().data.total).toBe(0);
  });

  it('exports the stored images as files of the bundle, and the export imports with the same images', async () => {
    const bundle = newsBundle(
      path.join(dir, 'bundle'),
      'round-trip',
      'cover: images/robots.webp\n',
      '![chart](images/chart.png) ![remote](https://example.org/c.png)',
      { 'images/robots.webp': demoImage('youth-robots-banner.webp'), 'images/chart.png': demoImage('feature-importance.png') },
    );
    await importContentBundle(app.db, app.files, bundle);
    const item = await newsBySlugTitle('图片测试 round-trip');
    const exported = path.join(dir, 'exported');
    await exportContentBundle(app.db, app.files, exported);

    const zh = readFileSync(path.join(exported, 'news', 'round-trip.zh-CN.md'), 'utf8');
    const cover = /^cover: (images\/[0-9a-f]{32}\.webp)$/m.exec(zh)![1]!;
    const chart = /!\[chart\]\((images\/[0-9a-f]{32}\.png)\)/.exec(zh)![1]!;
    expect(zh).toContain('![remote](https://example.org/c.png)');
    expect(readFileSync(path.join(exported, cover)).equals((await app.inject({ url: item.coverUrl })).rawPayload)).toBe(true);
    expect(readFileSync(path.join(exported, 'news', 'round-trip.en-US.md'), 'utf8')).toContain(`![chart](${chart})`);

    // Into the same site: the same stored images, nothing stored again.
    const stored = storedFiles();
    await importContentBundle(app.db, app.files, exported);
    expect(storedFiles()).toEqual(stored);
    expect(await newsBySlugTitle('图片测试 round-trip')).toMatchObject({ coverUrl: item.coverUrl, body: item.body });

    // Into another site: the images come with the bundle.
    const other = await site();
    try {
      await importContentBundle(other.db, other.files, exported);
      const list = (await other.inject({ url: '/api/content/news?search=round-trip' })).json().data.list;
      const again = (await other.inject({ url: `/api/content/news/${list[0].id}` })).json().data;
      const res = await other.inject({ url: again.coverUrl });
      expect(res.headers['content-type']).toBe('image/webp');
      expect(formatsByContent(res.rawPayload)).toContain('webp');
      const otherChart = /!\[chart\]\(([^)]+)\)/.exec(again.body)![1]!;
      expect((await other.inject({ url: otherChart })).headers['content-type']).toBe('image/png');
    } finally {
      await other.close();
      rmSync(other.config.uploadsDir, { recursive: true, force: true });
    }
  });
});
