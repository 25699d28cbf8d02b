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
// Facts both languages share are written once, in the default language's file. Everything (answers
// included, read by the scoring module's reader for the problem's metric) is checked before anything
// is written. Importing a course again replaces its text and files and keeps its problems' attempts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CourseInput, TRAINING_SLUG_PATTERN } from '@dcic/shared/contract';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { AnswerFileError, isMetricName, loadAnswer } from '../../scoring';
import { installAnswer, installData } from './files';
import { findProblem } from './repository';
import { saveCourse } from './service';
import { DATA_FILE_NAME } from './storage';

export class TrainingBundleError extends Error {}

const LESSON_FILE = /^(\d{1,3})-(.+)\.(zh-CN|en-US)\.md$/;

const CourseFrontMatter = z.strictObject({
  title: z.string(),
  level: z.string(),
  position: z.number().int().min(0).default(0),
  cover: z.string().optional(),
});
const ProblemFrontMatter = z.strictObject({ title: z.string(), metric: z.string(), data: z.string() });
const TitleOnly = z.strictObject({ title: z.string() });

interface MarkdownFile {
  frontMatter: unknown;
  body: string;
}

function readMarkdown(file: string): MarkdownFile {
  if (!existsSync(file)) throw new TrainingBundleError(`${file}: missing (everything is written in both languages)`);
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new TrainingBundleError(`${file}: the file must start with front matter between two --- lines`);
  try {
    return { frontMatter: parse(match[1]!), body: match[2]!.trim() };
  } catch (error) {
    throw new TrainingBundleError(`${file}: front matter is not valid YAML (${(error as Error).message})`);
  }
}

function checked<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('\n');
  throw new TrainingBundleError(`${file}: invalid\n${lines}`);
}

export interface BundledCourse {
  slug: string;
  input: z.output<typeof CourseInput>;
  /** Per problem slug: its data set and answer files in the bundle. */
  files: Map<string, { data: string; answer: string }>;
}

function readLessons(folder: string) {
  const lessonsFolder = path.join(folder, 'lessons');
  if (!existsSync(lessonsFolder)) throw new TrainingBundleError(`${folder}: missing lessons/ folder`);
  const found = new Map<string, { order: number; slug: string }>();
  for (const name of readdirSync(lessonsFolder).sort()) {
    const match = LESSON_FILE.exec(name);
    if (!match) throw new TrainingBundleError(`${path.join(lessonsFolder, name)}: expected <NN>-<lesson>.zh-CN.md or .en-US.md`);
    if (!TRAINING_SLUG_PATTERN.test(match[2]!))
      throw new TrainingBundleError(`${path.join(lessonsFolder, name)}: a slug has lower-case letters, digits and dashes`);
    found.set(`${match[1]}-${match[2]}`, { order: Number(match[1]), slug: match[2]! });
  }
  return [...found.entries()]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([stem, { slug }]) => {
      const zhFile = path.join(lessonsFolder, `${stem}.zh-CN.md`);
      const enFile = path.join(lessonsFolder, `${stem}.en-US.md`);
      const zh = readMarkdown(zhFile);
      const en = readMarkdown(enFile);
      return {
        id: slug,
        'zh-CN': { title: checked(TitleOnly, zh.frontMatter, zhFile).title, body: zh.body },
        'en-US': { title: checked(TitleOnly, en.frontMatter, enFile).title, body: en.body },
      };
    });
}

function readProblems(folder: string, files: BundledCourse['files']) {
  const problemsFolder = path.join(folder, 'problems');
  if (!existsSync(problemsFolder)) return [];
  return readdirSync(problemsFolder)
    .sort()
    .map((slug) => {
      const problemFolder = path.join(problemsFolder, slug);
      const zhFile = path.join(problemFolder, 'problem.zh-CN.md');
      const enFile = path.join(problemFolder, 'problem.en-US.md');
      const zh = readMarkdown(zhFile);
      const en = readMarkdown(enFile);
      const shared = checked(ProblemFrontMatter, zh.frontMatter, zhFile);
      if (!DATA_FILE_NAME.test(shared.data)) throw new TrainingBundleError(`${zhFile}: data must name a .csv file of the problem's folder`);
      const data = path.join(problemFolder, shared.data);
      const answer = path.join(problemFolder, 'answer.csv');
      for (const file of [data, answer]) if (!existsSync(file)) throw new TrainingBundleError(`${file}: missing`);
      files.set(slug, { data, answer });
      return {
        id: slug,
        metric: shared.metric,
        'zh-CN': { title: shared.title, prompt: zh.body },
        'en-US': { title: checked(TitleOnly, en.frontMatter, enFile).title, prompt: en.body },
      };
    });
}

/** Reads and checks every course of a bundle (answers included); nothing is written when one is wrong. */
export async function readTrainingBundle(bundle: string): Promise<BundledCourse[]> {
  const root = path.join(bundle, 'training');
  if (!existsSync(root)) throw new TrainingBundleError(`${bundle}: missing training/ folder`);
  const courses: BundledCourse[] = [];
  const problemSlugs = new Set<string>();
  for (const slug of readdirSync(root).sort()) {
    const folder = path.join(root, slug);
    if (!statSync(folder).isDirectory()) continue;
    if (!TRAINING_SLUG_PATTERN.test(slug)) throw new TrainingBundleError(`${folder}: a slug has lower-case letters, digits and dashes`);
    const zhFile = path.join(folder, 'course.zh-CN.md');
    const enFile = path.join(folder, 'course.en-US.md');
    const zh = readMarkdown(zhFile);
    const en = readMarkdown(enFile);
    const shared = checked(CourseFrontMatter, zh.frontMatter, zhFile);
    const files: BundledCourse['files'] = new Map();
    const input = checked(
      CourseInput,
      {
        level: shared.level,
        coverUrl: shared.cover ?? null,
        position: shared.position,
        'zh-CN': { title: shared.title, summary: zh.body },
        'en-US': { title: checked(TitleOnly, en.frontMatter, enFile).title, summary: en.body },
        lessons: readLessons(folder),
        problems: readProblems(folder, files),
      },
      folder,
    );
    for (const problem of input.problems) {
      if (problemSlugs.has(problem.id)) throw new TrainingBundleError(`${folder}: problem ${problem.id} appears in two courses`);
      problemSlugs.add(problem.id);
      const answer = files.get(problem.id)!.answer;
      if (!isMetricName(problem.metric)) throw new TrainingBundleError(`${answer}: unknown metric ${problem.metric}`);
      try {
        await loadAnswer(answer, problem.metric);
      } catch (error) {
        if (error instanceof AnswerFileError) throw new TrainingBundleError(`${answer}: ${error.message}`);
        throw error;
      }
    }
    courses.push({ slug, input, files });
  }
  if (courses.length === 0) throw new TrainingBundleError(`${root}: no courses`);
  return courses;
}

/** Creates or updates (by slug) every course of a bundle and installs its problems' files. */
export async function importTrainingBundle(db: Db, dataDir: string, bundle: string): Promise<Array<{ slug: string; created: boolean }>> {
  const courses = await readTrainingBundle(bundle);
  const done = [];
  for (const course of courses) {
    const { created } = await saveCourse(db, course.slug, course.input);
    for (const [slug, files] of course.files) {
      const found = await findProblem(db, slug);
      if (!found) continue;
      await installData(db, dataDir, found.problem, files.data, path.basename(files.data));
      const refreshed = (await findProblem(db, slug))!.problem;
      await installAnswer(db, dataDir, refreshed, files.answer);
    }
    done.push({ slug: course.slug, created });
  }
  return done;
}
