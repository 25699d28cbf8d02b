// Training bundles carry their images as files (as content bundles do, lib/bundle-images) and import
// all or nothing: rows, problem files and images.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError } from '../../errors/app-error';
import { filesRoot } from '../../lib/data-folder';
import { formatsByContent } from '../../lib/file-type';
import { BundleFileError } from '../../lib/markdown-bundle';
import { buildTestApp, engines, type TestApp } from '../../test';
import { exportTrainingBundle } from './bundle-export';
import { importTrainingBundle } from './bundle';
import { demoTrainingFolder } from './demo';

const demoFile = (...parts: string[]) => readFileSync(path.join(demoTrainingFolder, ...parts));
const demoImage = (name: string) => demoFile('images', name);
const HOUSES = demoFile('training', 'regression-basics', 'problems', 'house-prices', 'houses.csv');
const ANSWER = demoFile('training', 'regression-basics', 'problems', 'house-prices', 'answer.csv');
const STORED = /^\/api\/v1\/dfeditor\/images\/[0-9a-f]{32}\.(jpg|png|webp)$/;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'training-bundle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface CourseFiles {
  /** Extra front matter of course.zh-CN.md (a `cover:` line). */
  frontMatter?: string;
  lesson?: string;
  prompt?: string;
  problem?: string;
  /** Path in the bundle → bytes. */
  files?: Record<string, Buffer>;
}

/** Writes one course (one lesson, one problem) into the bundle `folder`; answers the folder. */
function course(
  folder: string,
  slug: string,
  { frontMatter = '', lesson = '', prompt = '', problem = `${slug}-p`, files = {} }: CourseFiles,
) {
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  };
  const root = `training/${slug}`;
  write(`${root}/course.zh-CN.md`, `---\ntitle: 课程 ${slug}\nlevel: beginner\n${frontMatter}---\n\n摘要 ${slug}\n`);
  write(`${root}/course.en-US.md`, `---\ntitle: Course ${slug}\n---\n\nSummary\n`);
  write(`${root}/lessons/01-first.zh-CN.md`, `---\ntitle: 第一课\n---\n\n正文 ${lesson}\n`);
  write(`${root}/lessons/01-first.en-US.md`, `---\ntitle: First\n---\n\nBody ${lesson}\n`);
  write(`${root}/problems/${problem}/problem.zh-CN.md`, `---\ntitle: 房价\nmetric: rmse\ndata: houses.csv\n---\n\n预测 ${prompt}\n`);
  write(`${root}/problems/${problem}/problem.en-US.md`, `---\ntitle: Prices\n---\n\nPredict ${prompt}\n`);
  write(`${root}/problems/${problem}/houses.csv`, HOUSES);
  write(`${root}/problems/${problem}/answer.csv`, ANSWER);
  for (const [file, bytes] of Object.entries(files)) write(file, bytes);
  return folder;
}

describe.each(engines())('training bundles with images (%s)', (engine) => {
  let app: TestApp;
  // Each site keeps its own file store, so what one stored is not found by another.
  const site = () => buildTestApp({ engine, config: { uploadsDir: mkdtempSync(path.join(tmpdir(), 'training-bundle-store-')) } });
  const closeSite = async (other: TestApp) => {
    await other.close();
    rmSync(other.config.uploadsDir, { recursive: true, force: true });
  };
  beforeAll(async () => {
    app = await site();
  });
  afterAll(() => closeSite(app));

  const storedImages = (target = app) => {
    try {
      return readdirSync(path.join(target.config.uploadsDir, 'images')).sort();
    } catch {
      return [];
    }
  };
  /** The problems' folders and anything staged beside them. */
  const problemFolders = () => {
    try {
      return readdirSync(path.join(filesRoot(app.config.dataDir), 'training')).sort();
    } catch {
      return [];
    }
  };
  const get = async (url: string, target = app) => (await target.inject({ url })).json().data;
  const courseCount = async () => (await get('/api/training/courses')).length;

  async function served(url: string, target = app) {
    const res = await target.inject({ url });
    expect(res.statusCode).toBe(200);
    return { type: res.headers['content-type'], formats: formatsByContent(res.rawPayload) };
  }

  async function refusal(folder: string): Promise<Error> {
    try {
      await importTrainingBundle(app.db, app.files, app.config.dataDir, folder);
    } catch (error) {
      return error as Error;
    }
    throw new Error('the bundle was imported');
  }

  it('stores the images a course names, serves them, and stores nothing again on a second import', async () => {
    const bundle = course(path.join(dir, 'bundle'), 'with-images', {
      frontMatter: 'cover: images/cover.jpg\n',
      lesson: '![chart](images/charts/importance.png) ![remote](https://example.org/a.png) `![code](images/not-read.png)`',
      prompt: '![chart](images/charts/importance.png) ![site](/static/b.png)',
      files: { 'images/cover.jpg': demoImage('dcic-2026-launch.jpg'), 'images/charts/importance.png': demoImage('feature-importance.png') },
    });
    const before = storedImages();
    await importTrainingBundle(app.db, app.files, app.config.dataDir, bundle);

    const detail = await get('/api/training/courses/with-images');
    expect(detail.coverUrl).toMatch(STORED);
    expect(await served(detail.coverUrl)).toEqual({ type: 'image/jpeg', formats: expect.arrayContaining(['jpg']) });
    const lesson = await get('/api/training/courses/with-images/lessons/first');
    const chart = /!\[chart\]\(([^)]+)\)/.exec(lesson.body)![1]!;
    expect(chart).toMatch(STORED);
    expect(await served(chart)).toEqual({ type: 'image/png', formats: expect.arrayContaining(['png']) });
    expect(lesson.body).toContain('![remote](https://example.org/a.png)');
    expect(lesson.body).toContain('`![code](images/not-read.png)`');
    const problem = await get('/api/training/problems/with-images-p');
    expect(problem.prompt).toContain(`![chart](${chart})`);
    expect(problem.prompt).toContain('![site](/static/b.png)');
    const stored = storedImages();
    expect(stored).toHaveLength(before.length + 2);

    await importTrainingBundle(app.db, app.files, app.config.dataDir, bundle);
    expect(storedImages()).toEqual(stored);
    expect((await get('/api/training/courses/with-images')).coverUrl).toBe(detail.coverUrl);
  });

  it('refuses a path that leaves the bundle, naming the file, and writes nothing', async () => {
    writeFileSync(path.join(dir, 'outside.jpg'), demoImage('edition-2025.jpg'));
    const courses = await courseCount();
    const stored = storedImages();
    const folders = problemFolders();
    for (const [index, [frontMatter, lesson, message]] of [
      ['cover: ../outside.jpg\n', '', /course\.zh-CN\.md: image \.\.\/outside\.jpg leaves the bundle folder/],
      ['', '![x](images/../../outside.jpg)', /01-first\.zh-CN\.md: image images\/\.\.\/\.\.\/outside\.jpg leaves the bundle folder/],
      [`cover: ${path.join(dir, 'outside.jpg')}\n`, '', /course\.zh-CN\.md: image \/.*outside\.jpg is a path of this machine/],
    ].entries()) {
      // A valid course with a new image comes first: its image is stored, then removed again.
      const bundle = course(path.join(dir, `bundle-${index}`), 'a-valid-one', {
        frontMatter: 'cover: images/fresh.webp\n',
        files: { 'images/fresh.webp': demoImage('youth-robots-banner.webp') },
      });
      course(bundle, 'b-escape', { frontMatter: frontMatter as string, lesson: lesson as string });
      const error = await refusal(bundle);
      expect(error).toBeInstanceOf(BundleFileError);
      expect(error.message).toMatch(message as RegExp);
    }
    expect(await courseCount()).toBe(courses);
    expect(storedImages()).toEqual(stored);
    expect(problemFolders()).toEqual(folders);
  });

  it('refuses a file that is no image whatever its name says, naming it', async () => {
    const bundle = course(path.join(dir, 'bundle'), 'fake-image', {
      frontMatter: 'cover: images/fake.png\n',
      files: { 'images/fake.png': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    });
    const stored = storedImages();
    const error = await refusal(bundle);
    expect(error.message).toContain(`${path.join(bundle, 'images', 'fake.png')}: Only JPG/PNG/WEBP images are accepted.`);
    expect(error.message).toContain('course.zh-CN.md');
    expect(storedImages()).toEqual(stored);
    expect((await app.inject({ url: '/api/training/courses/fake-image' })).statusCode).toBe(404);
  });

  it('writes nothing when the import fails inside its transaction: no rows, no problem files, no images', async () => {
    // A course whose problem a later course of the next bundle claims (a problem belongs to one course).
    await importTrainingBundle(app.db, app.files, app.config.dataDir, course(path.join(dir, 'owner'), 'owner', { problem: 'owned' }));
    const ownedData = (await app.inject({ url: '/api/training/problems/owned/data' })).body;
    const courses = await courseCount();
    const stored = storedImages();
    const folders = problemFolders();

    const bundle = course(path.join(dir, 'bundle'), 'a-written-first', {
      frontMatter: 'cover: images/first.png\n',
      lesson: '![robots](images/robots.webp)',
      files: { 'images/first.png': demoImage('zhang-wei.png'), 'images/robots.webp': demoImage('youth-robots-banner.webp') },
    });
    course(bundle, 'b-claims-owned', { problem: 'owned' });
    writeFileSync(path.join(bundle, 'training', 'b-claims-owned', 'problems', 'owned', 'houses.csv'), 'id,split,price\n1,train,2\n');
    const error = await refusal(bundle);
    expect(isAppError(error) && error.code).toBe('PRACTICE_SLUG_TAKEN');

    expect(await courseCount()).toBe(courses);
    expect((await app.inject({ url: '/api/training/courses/a-written-first' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/training/problems/owned/data' })).body).toBe(ownedData);
    expect(storedImages()).toEqual(stored);
    // Neither the first course's problem files nor a staging folder are left behind.
    expect(problemFolders()).toEqual(folders);
  });

  it('exports the courses with their images and files, and the export imports again with the same images', async () => {
    const first = await site();
    const second = await site();
    try {
      const bundle = course(path.join(dir, 'bundle'), 'round-trip', {
        frontMatter: 'cover: images/robots.webp\n',
        lesson: '![chart](images/chart.png) ![remote](https://example.org/c.png)',
        prompt: '![chart](images/chart.png)',
        files: { 'images/robots.webp': demoImage('youth-robots-banner.webp'), 'images/chart.png': demoImage('feature-importance.png') },
      });
      await importTrainingBundle(first.db, first.files, first.config.dataDir, bundle);
      const detail = await get('/api/training/courses/round-trip', first);
      const lesson = await get('/api/training/courses/round-trip/lessons/first', first);
      const exported = path.join(dir, 'exported');
      expect(await exportTrainingBundle(first.db, first.files, first.config.dataDir, exported)).toBe(1);

      const courseFolder = path.join(exported, 'training', 'round-trip');
      const zh = readFileSync(path.join(courseFolder, 'course.zh-CN.md'), 'utf8');
      const cover = /^cover: (images\/[0-9a-f]{32}\.webp)$/m.exec(zh)![1]!;
      expect(readFileSync(path.join(exported, cover)).equals((await first.inject({ url: detail.coverUrl })).rawPayload)).toBe(true);
      const lessonZh = readFileSync(path.join(courseFolder, 'lessons', '01-first.zh-CN.md'), 'utf8');
      const chart = /!\[chart\]\((images\/[0-9a-f]{32}\.png)\)/.exec(lessonZh)![1]!;
      expect(lessonZh).toContain('![remote](https://example.org/c.png)');
      expect(readFileSync(path.join(courseFolder, 'problems', 'round-trip-p', 'problem.en-US.md'), 'utf8')).toContain(`![chart](${chart})`);
      expect(readFileSync(path.join(courseFolder, 'problems', 'round-trip-p', 'houses.csv')).equals(HOUSES)).toBe(true);
      expect(readFileSync(path.join(courseFolder, 'problems', 'round-trip-p', 'answer.csv')).equals(ANSWER)).toBe(true);

      // Into the same site: the same stored images, nothing stored again, the same course.
      const stored = storedImages(first);
      expect(await importTrainingBundle(first.db, first.files, first.config.dataDir, exported)).toEqual([
        { slug: 'round-trip', created: false },
      ]);
      expect(storedImages(first)).toEqual(stored);
      expect(await get('/api/training/courses/round-trip', first)).toEqual(detail);
      expect(await get('/api/training/courses/round-trip/lessons/first', first)).toEqual(lesson);

      // Into another site: the images and files come with the bundle.
      await importTrainingBundle(second.db, second.files, second.config.dataDir, exported);
      const again = await get('/api/training/courses/round-trip', second);
      expect(await served(again.coverUrl, second)).toEqual({ type: 'image/webp', formats: expect.arrayContaining(['webp']) });
      const otherChart = /!\[chart\]\(([^)]+)\)/.exec((await get('/api/training/courses/round-trip/lessons/first', second)).body)![1]!;
      expect(await served(otherChart, second)).toEqual({ type: 'image/png', formats: expect.arrayContaining(['png']) });
      expect((await second.inject({ url: '/api/training/problems/round-trip-p/data' })).rawPayload.equals(HOUSES)).toBe(true);
      expect((await get('/api/training/problems/round-trip-p', second)).predictionHeader).toBe('id,price');
    } finally {
      await closeSite(first);
      await closeSite(second);
    }
  });

  it('refuses to export a problem that has no data set or answer yet, writing nothing', async () => {
    const other = await site();
    try {
      const bundle = course(path.join(dir, 'bundle'), 'unfinished', {});
      await importTrainingBundle(other.db, other.files, other.config.dataDir, bundle);
      rmSync(path.join(filesRoot(other.config.dataDir), 'training', 'unfinished-p', 'private'), { recursive: true });
      const exported = path.join(dir, 'exported');
      await expect(exportTrainingBundle(other.db, other.files, other.config.dataDir, exported)).rejects.toThrow(
        'problems without their data set or answer: unfinished-p',
      );
      expect(existsSync(exported)).toBe(false);
    } finally {
      await closeSite(other);
    }
  });
});
