import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BundleImages } from '../lib/bundle-images';
import { LocalDiskStore } from '../lib/file-store';
import { demoTrainingFolder, readTrainingBundle } from '../modules/training';
import { buildTestApp, engines, type TestApp } from '../test';
import { runTrainingCommand } from './training';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'training-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The courses of a bundle, its images stored in a scratch store. */
function readCourses(folder: string) {
  return readTrainingBundle(folder, new BundleImages(folder, new LocalDiskStore(path.join(dir, 'store'))));
}

function copyDemo(): string {
  for (const folder of ['training', 'images']) cpSync(path.join(demoTrainingFolder, folder), path.join(dir, folder), { recursive: true });
  return path.join(dir, 'training');
}

async function problem(): Promise<string> {
  try {
    await readCourses(dir);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no problem';
}

describe('training bundles', () => {
  it('accepts the demo bundle: three courses in both languages, with lessons and problems', async () => {
    const courses = await readCourses(demoTrainingFolder);
    expect(courses.map((course) => course.slug)).toEqual(['classification-credit-default', 'python-data-analysis', 'regression-basics']);
    for (const course of courses) {
      expect(course.input.lessons.length).toBeGreaterThanOrEqual(3);
      expect(course.input.problems.length).toBeGreaterThanOrEqual(1);
      expect(course.input['zh-CN'].title).toMatch(/[\u4e00-\u9fff]/);
      expect(course.input['en-US'].title).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('names the file of each problem', async () => {
    const root = copyDemo();
    const course = path.join(root, 'regression-basics');
    writeFileSync(path.join(course, 'course.zh-CN.md'), '---\ntitle: 回归\nlevel: expert\n---\n摘要');
    expect(await problem()).toMatch(/regression-basics: invalid course\n {2}- level: Invalid option/);

    copyDemo();
    rmSync(path.join(course, 'lessons', '02-feature-engineering.en-US.md'));
    expect(await problem()).toContain('02-feature-engineering.en-US.md: missing');

    copyDemo();
    writeFileSync(path.join(course, 'problems', 'house-prices', 'answer.csv'), 'id,price\n1,2\n');
    expect(await problem()).toContain('answer.csv: answer header must be "id,<target>,list"');

    copyDemo();
    rmSync(path.join(course, 'problems', 'house-prices', 'houses.csv'));
    expect(await problem()).toContain('houses.csv: missing');
  });
});

describe.each(engines())('training CLI (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const open = async () => ({ db: app.db, files: app.files, dataDir: app.config.dataDir, close: async () => undefined });

  it('imports the demo courses, and again as updates', async () => {
    const lines: string[] = [];
    expect(await runTrainingCommand(['import-demo'], open, (line) => lines.push(line))).toBe(0);
    expect(lines.pop()).toBe('content: 3 courses created, 0 updated');
    const courses = (await app.inject({ url: '/api/training/courses' })).json().data;
    expect(courses).toHaveLength(3);
    const data = await app.inject({ url: '/api/training/problems/flower-species/data' });
    expect(data.body).toMatch(/^id,split,sepal_length/);
    expect(await runTrainingCommand(['import-demo'], open, (line) => lines.push(line))).toBe(0);
    expect(lines.pop()).toBe('content: 0 courses created, 3 updated');
  });

  it('exports the courses with their images, and the export imports again as updates with the same images', async () => {
    const lines: string[] = [];
    expect(await runTrainingCommand(['import-demo'], open, (line) => lines.push(line))).toBe(0);
    const courses = (await app.inject({ url: '/api/training/courses' })).json().data;
    for (const course of courses) expect(course.coverUrl).toMatch(/^\/api\/v1\/dfeditor\/images\/[0-9a-f]{32}\.jpg$/);
    const exported = path.join(dir, 'exported');
    expect(await runTrainingCommand(['export', exported], open, (line) => lines.push(line))).toBe(0);
    expect(lines.pop()).toBe(`exported 3 courses to ${exported}`);
    // Three covers and the chart of a lesson.
    expect(readdirSync(path.join(exported, 'images'))).toHaveLength(4);
    expect(await runTrainingCommand(['import', exported], open, (line) => lines.push(line))).toBe(0);
    expect(lines.pop()).toBe('exported: 0 courses created, 3 updated');
    expect((await app.inject({ url: '/api/training/courses' })).json().data).toEqual(courses);
    expect(await runTrainingCommand(['export'], open, (line) => lines.push(line))).toBe(2);
  });

  it('refuses a broken bundle without writing anything, and answers usage for unknown commands', async () => {
    const root = copyDemo();
    rmSync(path.join(root, 'python-data-analysis'), { recursive: true });
    writeFileSync(path.join(root, 'regression-basics', 'lessons', '09-extra.zh-CN.md'), '---\ntitle: 附加\n---\n正文');
    const lines: string[] = [];
    expect(await runTrainingCommand(['import', dir], open, (line) => lines.push(line))).toBe(1);
    expect(lines.pop()).toContain('09-extra.en-US.md: missing');
    expect((await app.inject({ url: '/api/training/courses' })).json().data).toHaveLength(3);
    expect(await runTrainingCommand(['import', path.join(dir, 'missing')], open, (line) => lines.push(line))).toBe(1);
    expect(lines.pop()).toBe(`${path.join(dir, 'missing')}: no such folder`);
    expect(await runTrainingCommand(['publish'], open, (line) => lines.push(line))).toBe(2);
    expect(lines.pop()).toMatch(/^usage: training import/);
  });
});
