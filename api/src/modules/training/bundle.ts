// Training bundles: courses as Markdown files with front matter, with their practice problems' files.
//
//   <bundle>/training/<course>/course.zh-CN.md            front matter: title, level, position?, cover?; body: the summary
//   <bundle>/training/<course>/course.en-US.md            front matter: title; body: the summary
//   <bundle>/training/<course>/lessons/<NN>-<lesson>.<lang>.md   front matter: title; body: the lesson (NN orders them)
//   <bundle>/training/<course>/problems/<problem>/problem.zh-CN.md   front matter: title, metric, data; body: the prompt
//   <bundle>/training/<course>/problems/<problem>/problem.en-US.md   front matter: title; body: the prompt
//   <bundle>/training/<course>/problems/<problem>/<data>.csv   the public data set (named by `data`)
//   <bundle>/training/<course>/problems/<problem>/answer.csv   the private answer: id,<target>,list
//
// Facts both languages share are written once, in the default language's file. Images (the cover and
// those of every Markdown body) are addresses or files of the bundle, as in content bundles
// (lib/bundle-images). Everything (answers included, read by the scoring module's reader for the
// problem's metric) is checked before anything is written; then every course is written in one
// transaction and the problems' files put in place after it, so a failed import leaves rows, files and
// images as they were. Importing a course again replaces its text and files and keeps its problems'
// attempts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CourseInput, TRAINING_SLUG_PATTERN } from '@dcic/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { BundleImages } from '../../lib/bundle-images';
import type { FileStore } from '../../lib/file-store';
import { BundleFileError, fileProblems, frontMatterOf, type MarkdownFile, readMarkdownFile, readPairs } from '../../lib/markdown-bundle';
import { isMetricName } from '../../scoring';
import { checkAnswer, ProblemFileError, StagedFiles } from './files';
import { findProblem, setProblemFiles } from './repository';
import { saveCourse } from './service';
import { DATA_FILE_NAME } from './storage';

export class TrainingBundleError extends BundleFileError {}

const LESSON_STEM = /^(\d{1,3})-([a-z0-9][a-z0-9-]*)$/;

const CourseFrontMatter = z.strictObject({
  title: z.string(),
  level: z.string(),
  position: z.number().int().min(0).default(0),
  cover: z.string().optional(),
});
const ProblemFrontMatter = z.strictObject({ title: z.string(), metric: z.string(), data: z.string() });
const TitleOnly = z.strictObject({ title: z.string() });

/** The two language files `<stem>.zh-CN.md` and `<stem>.en-US.md` of a folder. */
function readBoth(folder: string, stem: string): { zh: MarkdownFile; en: MarkdownFile } {
  const [zh, en] = (['zh-CN', 'en-US'] as const).map((lang) => {
    const file = path.join(folder, `${stem}.${lang}.md`);
    if (!existsSync(file)) throw new TrainingBundleError(`${file}: missing (everything is written in both languages)`);
    return readMarkdownFile(file);
  });
  return { zh: zh!, en: en! };
}

/** A problem's files in the bundle, with the answer's target column. */
interface BundledProblemFiles {
  data: string;
  answer: string;
  answerTarget: string;
}

export interface BundledCourse {
  slug: string;
  input: z.output<typeof CourseInput>;
  /** Per problem slug: its data set and answer files in the bundle. */
  files: Map<string, BundledProblemFiles>;
}

async function readLessons(folder: string, images: BundleImages) {
  const lessonsFolder = path.join(folder, 'lessons');
  if (!existsSync(lessonsFolder)) throw new TrainingBundleError(`${folder}: missing lessons/ folder`);
  const pairs = readPairs(lessonsFolder, LESSON_STEM).map((pair) => {
    const [, order, slug] = LESSON_STEM.exec(pair.slug)!;
    return { ...pair, order: Number(order), id: slug! };
  });
  const lessons = [];
  for (const { id, zh, en } of pairs.sort((a, b) => a.order - b.order)) {
    lessons.push({
      id,
      'zh-CN': { title: frontMatterOf(zh, TitleOnly, 'lesson').title, body: await images.markdown(zh.file, zh.body) },
      'en-US': { title: frontMatterOf(en, TitleOnly, 'lesson').title, body: await images.markdown(en.file, en.body) },
    });
  }
  return lessons;
}

async function readProblems(folder: string, images: BundleImages, files: BundledCourse['files']) {
  const problemsFolder = path.join(folder, 'problems');
  if (!existsSync(problemsFolder)) return [];
  const problems = [];
  for (const slug of readdirSync(problemsFolder).sort()) {
    const problemFolder = path.join(problemsFolder, slug);
    const { zh, en } = readBoth(problemFolder, 'problem');
    const shared = frontMatterOf(zh, ProblemFrontMatter, 'problem');
    if (!DATA_FILE_NAME.test(shared.data)) throw new TrainingBundleError(`${zh.file}: data must name a .csv file of the problem's folder`);
    const data = path.join(problemFolder, shared.data);
    const answer = path.join(problemFolder, 'answer.csv');
    for (const file of [data, answer]) if (!existsSync(file)) throw new TrainingBundleError(`${file}: missing`);
    if (!isMetricName(shared.metric)) throw new TrainingBundleError(`${zh.file}: unknown metric ${shared.metric}`);
    try {
      files.set(slug, { data, answer, answerTarget: await checkAnswer(answer, shared.metric) });
    } catch (error) {
      if (error instanceof ProblemFileError) throw new TrainingBundleError(`${answer}: ${error.message}`);
      throw error;
    }
    problems.push({
      id: slug,
      metric: shared.metric,
      'zh-CN': { title: shared.title, prompt: await images.markdown(zh.file, zh.body) },
      'en-US': { title: frontMatterOf(en, TitleOnly, 'problem').title, prompt: await images.markdown(en.file, en.body) },
    });
  }
  return problems;
}

/**
 * Reads and checks every course of a bundle (answers included), storing the images that are files of
 * the bundle; nothing else is written. The caller discards the images when it writes nothing.
 */
export async function readTrainingBundle(bundle: string, images: BundleImages): Promise<BundledCourse[]> {
  const root = path.join(bundle, 'training');
  if (!existsSync(root)) throw new TrainingBundleError(`${bundle}: missing training/ folder`);
  const courses: BundledCourse[] = [];
  const problemSlugs = new Set<string>();
  for (const slug of readdirSync(root).sort()) {
    const folder = path.join(root, slug);
    if (!statSync(folder).isDirectory()) continue;
    if (!TRAINING_SLUG_PATTERN.test(slug)) throw new TrainingBundleError(`${folder}: a slug has lower-case letters, digits and dashes`);
    const { zh, en } = readBoth(folder, 'course');
    const shared = frontMatterOf(zh, CourseFrontMatter, 'course');
    const files: BundledCourse['files'] = new Map();
    const input = CourseInput.safeParse({
      level: shared.level,
      coverUrl: (await images.address(zh.file, shared.cover)) ?? null,
      position: shared.position,
      'zh-CN': { title: shared.title, summary: await images.markdown(zh.file, zh.body) },
      'en-US': { title: frontMatterOf(en, TitleOnly, 'course').title, summary: await images.markdown(en.file, en.body) },
      lessons: await readLessons(folder, images),
      problems: await readProblems(folder, images, files),
    });
    if (!input.success) throw fileProblems(folder, 'course', input.error.issues);
    for (const problem of input.data.problems) {
      if (problemSlugs.has(problem.id)) throw new TrainingBundleError(`${folder}: problem ${problem.id} appears in two courses`);
      problemSlugs.add(problem.id);
    }
    courses.push({ slug, input: input.data, files });
  }
  if (courses.length === 0) throw new TrainingBundleError(`${root}: no courses`);
  return courses;
}

/**
 * Creates or updates (by slug) every course of a bundle and installs its problems' files, all or
 * nothing: the rows in one transaction, the files put in place once it is committed, and the images
 * this import stored removed again when anything fails.
 */
export async function importTrainingBundle(
  db: Db,
  files: FileStore,
  dataDir: string,
  bundle: string,
): Promise<Array<{ slug: string; created: boolean }>> {
  const images = new BundleImages(bundle, files);
  const staged = new StagedFiles(dataDir);
  let done: Array<{ slug: string; created: boolean }>;
  try {
    const courses = await readTrainingBundle(bundle, images);
    done = await db.transaction(async (tx) => {
      const saved = [];
      for (const course of courses) {
        const { created } = await saveCourse(tx, course.slug, course.input);
        for (const [slug, bundled] of course.files) {
          const { problem } = (await findProblem(tx, slug))!;
          const dataSize = staged.data(dataDir, problem, bundled.data, path.basename(bundled.data));
          staged.answer(dataDir, slug, bundled.answer);
          await setProblemFiles(tx, problem.id, { dataFile: path.basename(bundled.data), dataSize, answerTarget: bundled.answerTarget });
        }
        saved.push({ slug: course.slug, created });
      }
      return saved;
    });
  } catch (error) {
    staged.discard();
    await images.discard();
    throw error;
  }
  staged.commit();
  return done;
}
